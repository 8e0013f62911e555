/**
 * What the form hands its custom fields (RJSF `formContext`).
 * - `today`: the visitor's date as ISO `YYYY-MM-DD`, read when a date is added, so a future date is refused there.
 *   The page passes the visitor's date (src/site/browser/today.ts); a test passes a fixed one.
 * - `adoptTyped`: how a custom field hands over what the visitor typed into its prerendered inputs before the
 *   form's code was ready (React keeps typed text when it hydrates an input, but no change event ever reports it).
 *   The runner merges it with the other answers typed meanwhile, as one change.
 */
export interface FormContext {
  today?: () => string;
  adoptTyped?: (field: string, value: unknown) => void;
}
