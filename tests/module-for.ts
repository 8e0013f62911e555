import { type CalculatorDefinition, type MessageFunctions, toFormSchema } from '../src/engine';
import type { CalculatorModule } from '../src/site/data/calculator-module';

/** A calculator module as the generator writes it (form schema built from the definition), for component tests. */
export function moduleFor<I, R, V, M extends MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
): CalculatorModule {
  return { definition, formSchema: toFormSchema(definition) };
}
