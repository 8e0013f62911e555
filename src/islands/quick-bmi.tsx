import type { AnyBrowserDefinition } from '@/engine';
import { createLoader } from '@/engine/loader';
import { BmiQuick } from '@/site/components/bmi-quick';
import type { CalculationModule } from '@/site/data/calculator-module';
import { SiteMessagesProvider } from '@/site/messages/context';
import { islandLang, loadSiteMessages } from '@/site/messages/load';
import { hydrateWith } from './mount';
import type { IslandContext, QuickBmiProps } from './registry';

/** The home page's quick BMI form, with the bmi calculator's own chunk and calculation (its page language's). */
export async function element({ src, calculationSrc, lang, action }: QuickBmiProps, { env }: IslandContext) {
  const [words, module] = await Promise.all([loadSiteMessages(islandLang(lang)), env.calculator('bmi', src)]);
  // It computes as she types, and it wakes on her first touch: the calculation loads with it (the prerender's module
  // holds the whole definition). Not through the runner's calculation state, which would then be a chunk of its own
  // on every calculator page.
  const whole =
    module.calculation ??
    (() => import(/* @vite-ignore */ `${calculationSrc}`) as Promise<CalculationModule>);
  const definition =
    'formula' in module.definition
      ? (module.definition as AnyBrowserDefinition)
      : (await createLoader(whole).get()).definition;
  return (
    <SiteMessagesProvider value={words}>
      <BmiQuick module={{ ...module, definition }} action={action} />
    </SiteMessagesProvider>
  );
}

export const mount = hydrateWith(element);
