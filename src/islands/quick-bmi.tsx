import { BmiQuick } from '@/site/components/bmi-quick';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { IslandContext, QuickBmiProps } from './registry';

/** The home page's quick BMI form, with the bmi calculator's own chunk (its page language's), in that language. */
export async function element({ src, lang, action }: QuickBmiProps, { env }: IslandContext) {
  const [words, module] = await Promise.all([loadWords(islandLang(lang)), env.calculator('bmi', src)]);
  return (
    <WordsProvider value={words}>
      <BmiQuick module={module} action={action} />
    </WordsProvider>
  );
}

export const mount = hydrateWith(element);
