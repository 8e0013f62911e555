import { BmiQuick } from '@/site/components/bmi-quick';
import { hydrateWith } from './mount';
import type { IslandContext, QuickBmiProps } from './registry';

/** The home page's quick BMI form, with the bmi calculator's own chunk. */
export async function element({ src }: QuickBmiProps, { env }: IslandContext) {
  return <BmiQuick module={await env.calculator('bmi', src)} />;
}

export const mount = hydrateWith(element);
