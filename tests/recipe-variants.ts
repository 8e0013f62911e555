import type { SystemContext } from '@chakra-ui/react';

/** A recipe function as Chakra makes it (its type does not name `variantMap`). */
export type VariantFn = ((props: Record<string, string>) => unknown) & {
  variantMap: Record<string, string[]>;
};

/**
 * A recipe's CSS in a Chakra system (a slot recipe's with `slot`), with its defaults and with each value of each
 * variant, one at a time.
 */
export function everyVariant(system: SystemContext, key: string, { slot = false } = {}): unknown[] {
  const fn = (slot ? system.getSlotRecipeFn(key) : system.getRecipeFn(key)) as unknown as VariantFn;
  const out: unknown[] = [fn({})];
  for (const [variant, values] of Object.entries(fn.variantMap)) {
    for (const value of values) out.push(fn({ [variant]: value }));
  }
  return out;
}
