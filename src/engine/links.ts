/** A link from a result to another calculator, carrying the values the visitor already typed. */
export interface CalculatorLink {
  label: string;
  /** Site-relative address with the headless contract's field names in the query string. */
  href: string;
}

/** Address of a calculator prefilled with contract field values (the same shape as a share link). */
export function calculatorHref(id: string, values: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `/calculators/${id}?${query.toString()}`;
}
