import type { CalculatorDefinition, FormSchema } from '@/engine';

/** What a calculator's chunk exports (the browser loads it by the URL its page names). */
export interface CalculatorModule {
  // The one `any` of the kind: a module holds some calculator, each with its own input and result types, and the
  // definition's functions take those types as parameters, so no single type is a supertype of them all.
  // biome-ignore lint/suspicious/noExplicitAny: any calculator's definition (see above).
  definition: CalculatorDefinition<any, any>;
  /** JSON Schema + uiSchema of the form, built from the definition at build time (`toFormSchema`). */
  formSchema: FormSchema;
}

/** What a calculator page is rendered from at build time: the chunk and the about text beside it. */
export interface CalculatorPageModule extends CalculatorModule {
  aboutHtml: string;
}
