import { calculatorLoaders } from '@/generated/loaders';
import type { CalculatorModule } from './calculator-module';
import { type TrackedPromise, track } from './lazy';

const cache = new Map<string, TrackedPromise<CalculatorModule>>();

/** Loads one calculator's chunk once; `use()` reads it synchronously after `preloadRoute`. */
export function loadCalculator(id: string): TrackedPromise<CalculatorModule> | undefined {
  const cached = cache.get(id);
  if (cached) return cached;
  const loader = calculatorLoaders[id];
  if (!loader) return undefined;
  const promise = track(loader());
  cache.set(id, promise);
  return promise;
}
