import { loaderBuckets } from '@/generated/loaders';
import type { CalculatorModule } from './calculator-module';
import { type TrackedPromise, track } from './lazy';
import { loaderBucket } from './loader-bucket';

const cache = new Map<string, TrackedPromise<CalculatorModule | null>>();

/**
 * Loads one calculator's chunk once, through its id's loader bucket; null when no calculator has that id.
 * `use()` reads it synchronously after `preloadRoute`.
 */
export function loadCalculator(id: string): TrackedPromise<CalculatorModule | null> {
  const cached = cache.get(id);
  if (cached) return cached;
  const bucket = loaderBuckets[loaderBucket(id)];
  const promise = track(
    bucket
      ? bucket().then(({ calculatorLoaders }) => calculatorLoaders[id]?.() ?? null)
      : Promise.resolve(null),
  );
  cache.set(id, promise);
  return promise;
}
