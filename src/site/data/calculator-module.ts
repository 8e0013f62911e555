import type { CalculatorDefinition, FormSchema } from '@/engine';

/** What a calculator's chunk exports (the browser loads it by the URL its page names). */
export interface CalculatorModule {
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own input and result types.
  definition: CalculatorDefinition<any, any>;
  /** JSON Schema + uiSchema of the form, built from the definition at build time (`toFormSchema`). */
  formSchema: FormSchema;
}

/** What a calculator page is rendered from at build time: the chunk and the about text beside it. */
export interface CalculatorPageModule extends CalculatorModule {
  aboutHtml: string;
}
