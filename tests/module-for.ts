import { type CalculatorDefinition, toFormSchema } from '../src/engine';
import type { CalculatorModule } from '../src/site/data/calculator-module';

/** A calculator module as the generator writes it (form schema built from the definition), for component tests. */
// biome-ignore lint/suspicious/noExplicitAny: any definition.
export function moduleFor(definition: CalculatorDefinition<any, any>): CalculatorModule {
  return { definition, formSchema: toFormSchema(definition) };
}
