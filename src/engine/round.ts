/** Rounds half away from zero to `decimals` places, avoiding binary artefacts such as 1.005 → 1.00. */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const nudged = Math.round(Number((shifted + Number.EPSILON * shifted).toPrecision(15)));
  const result = (Math.sign(value) * nudged) / factor;
  return Object.is(result, -0) ? 0 : result;
}
