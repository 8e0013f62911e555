import {
  type AnyCalculatorDefinition,
  type CalculatorDefinition,
  type MessageFunctions,
  toFormSchema,
} from '../src/engine';
import type { CalculatorModule } from '../src/site/data/calculator-module';

/** A calculator module as the generator writes it (form schema built from the definition), for component tests. */
export function moduleFor<I, R, V, M extends MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
): CalculatorModule {
  return { definition, formSchema: toFormSchema(definition) };
}

const pages = import.meta.glob<CalculatorModule>('../src/generated/calculators/*.ts', { eager: true });
const wholes = import.meta.glob<{ definition: AnyCalculatorDefinition }>('../src/generated/pages/*.ts', {
  eager: true,
});

/**
 * Every generated calculator (one per definition folder, so a new calculator is covered with no other change): the
 * page's module the runner gets (the form's part; it loads the calculation itself) and the whole definition, from
 * its page.ts (the prerender's module), whose worked examples the tests run (docs/adr/0003).
 */
export const generatedCalculators: {
  id: string;
  module: CalculatorModule;
  whole: AnyCalculatorDefinition;
}[] = Object.entries(pages).map(([file, module]) => {
  const id = file.replace(/^.*\/(.*)\.ts$/, '$1');
  const whole = wholes[`../src/generated/pages/${id}.ts`]?.definition;
  if (!whole) throw new Error(`${id}: no page module`);
  return { id, module, whole };
});
