/**
 * What the tests that read every calculator's result in both languages share: the generated page modules (each a
 * whole definition in its language) and the select fields of a definition with their options.
 */
import type { AnyCalculatorDefinition } from '../src/engine';
import type { ResultBlock } from '../src/engine/types';
import type { CalculationModule } from '../src/site/data/calculator-module';

/** The English page modules, by file. */
export const englishModules = import.meta.glob<CalculationModule>('../src/generated/pages/*.ts', {
  eager: true,
});
/** The Spanish page modules, by file. */
export const spanishModules = import.meta.glob<CalculationModule>('../src/generated/pages/es/*.ts', {
  eager: true,
});

/** A select's option as a definition holds it. */
export interface Option {
  value: string;
  label: string;
}

/** The select fields of a definition, by name, with their options. */
export const selects = (def: AnyCalculatorDefinition) =>
  Object.entries(def.fields).flatMap(([name, field]) =>
    field.type === 'select' ? [{ name, options: (field as { options: readonly Option[] }).options }] : [],
  );

/** The custom blocks of a component anywhere in a result's layout (groups walked). */
export function customBlocks(blocks: readonly ResultBlock[], component: string): { props?: unknown }[] {
  return blocks.flatMap((block) => {
    if (block.block === 'group') return customBlocks(block.blocks, component);
    return block.block === 'custom' && block.component === component ? [block] : [];
  });
}
