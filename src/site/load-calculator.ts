import { loaderBuckets } from '@/generated/loaders';
import type { CalculatorModule } from './calculator-module';
import { onceByKey, type TrackedPromise } from './lazy';
import { loaderBucket } from './loader-bucket';

const once = onceByKey<CalculatorModule | null>();

/**
 * Loads one calculator's chunk once, through its id's loader bucket; null when no calculator has that id.
 * `use()` reads it synchronously after `preloadRoute`.
 */
export function loadCalculator(id: string): TrackedPromise<CalculatorModule | null> {
  return once(id, async () => {
    const bucket = loaderBuckets[loaderBucket(id)];
    if (!bucket) return null;
    const { calculatorLoaders } = await bucket();
    return calculatorLoaders[id]?.() ?? null;
  });
}
