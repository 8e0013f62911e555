import { BmiQuick } from '@/site/components/bmi-quick';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { calculationAt, loadCalculation } from './calculation';
import { hydrateWith } from './mount';
import type { IslandContext, QuickBmiProps } from './registry';

/** The home page's quick BMI form, with the bmi calculator's own chunk and calculation (its page language's). */
export async function element({ src, calculationSrc, lang, action }: QuickBmiProps, { env }: IslandContext) {
  const [words, module] = await Promise.all([loadWords(islandLang(lang)), env.calculator('bmi', src)]);
  // It computes as she types, and it wakes on her first touch: the calculation loads with it.
  const definition = await loadCalculation(calculationAt(module, calculationSrc));
  return (
    <WordsProvider value={words}>
      <BmiQuick module={{ ...module, definition }} action={action} />
    </WordsProvider>
  );
}

export const mount = hydrateWith(element);
