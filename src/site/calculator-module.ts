import type { CalculatorDefinition, FormSchema } from '@/engine';

/** What a lazily loaded calculator chunk exports. */
export interface CalculatorModule {
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own input and result types.
  definition: CalculatorDefinition<any, any>;
  aboutHtml: string;
  /** JSON Schema + uiSchema of the form, built from the definition at build time (`toFormSchema`). */
  formSchema: FormSchema;
}
