import { BmiQuick } from '@/site/components/bmi-quick';
import type { IslandEnv, QuickBmiProps } from './registry';

/** The home page's quick BMI form, with the bmi calculator's own chunk. */
export async function element({ src }: QuickBmiProps, env: IslandEnv) {
  return <BmiQuick module={await env.calculator('bmi', src)} />;
}
