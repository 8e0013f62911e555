import type { CalculatorDefinition, FormSchema } from '@/engine';

/** What a calculator's chunk exports (the browser loads it by the URL its page names). */
export interface CalculatorModule {
  // The one `any` of the kind: a module holds some calculator, each with its own input and result types, and the
  // definition's functions take those types as parameters, so no single type is a supertype of them all.
  // biome-ignore lint/suspicious/noExplicitAny: any calculator's definition (see above).
  definition: CalculatorDefinition<any, any>;
  /** JSON Schema + uiSchema of the form, built from the definition at build time (`toFormSchema`). */
  formSchema: FormSchema;
  /** The calculator page's address in the module's language: `/calculators/bmi`, `/es/calculadoras/calculadora-imc`. */
  href?: string;
  /** The page's slug in its language (the id for English). */
  slug?: string;
  /** The module's language: `en` (src/generated/calculators/<id>.ts) or `es` (…/es/<id>.ts). */
  lang?: 'en' | 'es';
}

/** What a calculator page is rendered from at build time: the chunk and the about text beside it. */
export interface CalculatorPageModule extends CalculatorModule {
  aboutHtml: string;
}
