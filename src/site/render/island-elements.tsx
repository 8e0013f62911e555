import type { ReactNode } from 'react';
import type { IslandName, IslandProps } from '@/islands/names';
import { BlogSearch } from '../components/blog-search';
import { BmiQuick } from '../components/bmi-quick';
import { CalculatorRunner } from '../components/calculator-runner';
import { ContactForm } from '../components/contact-form';
import { DirectorySearch } from '../components/directory-search';
import { ShareButton, ShareCard } from '../components/share-card';
import { loadCalculator } from '../data/load-calculator';

type Factories = { [N in IslandName]: (props: IslandProps[N]) => Promise<ReactNode> };

async function calculatorModule(id: string) {
  const module = await loadCalculator(id);
  if (!module) throw new Error(`island: no calculator "${id}"`);
  return module;
}

/**
 * What each island renders in the prerender. The browser modules in src/islands/ render the same components with
 * the same props (the calculator module comes from its chunk there instead of this map).
 */
export const islandElements: Factories = {
  runner: async ({ id }) => <CalculatorRunner module={await calculatorModule(id)} />,
  directory: async () => <DirectorySearch />,
  blog: async () => <BlogSearch />,
  'quick-bmi': async () => <BmiQuick module={await calculatorModule('bmi')} />,
  contact: async ({ email }) => <ContactForm email={email} />,
  'share-card': async (props) => <ShareCard {...props} />,
  'share-button': async (props) => <ShareButton {...props} />,
};

export function islandElement<N extends IslandName>(name: N, props: IslandProps[N]): Promise<ReactNode> {
  return (islandElements[name] as (props: IslandProps[N]) => Promise<ReactNode>)(props);
}
