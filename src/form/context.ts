/**
 * What the form hands its custom fields (RJSF `formContext`).
 * - `today`: the visitor's date as ISO `YYYY-MM-DD`, read when a date is added, so a future date is refused there.
 *   The page passes the visitor's date (src/site/browser/today.ts); a test passes a fixed one.
 * - `adoptTyped`: how a custom field hands over what the visitor typed into its prerendered inputs before the
 *   form's code was ready (React keeps typed text when it hydrates an input, but no change event ever reports it).
 *   Before the form's arrival the runner takes it and merges it with the other answers typed meanwhile, as one
 *   change (true). A field hydrated after that (its chunk came later) gets false and reports it as its own change,
 *   through RJSF: handed to the runner past RJSF, the form's next change, made from RJSF's own data, dropped it.
 */
export interface FormContext {
  today?: () => string;
  adoptTyped?: (field: string, value: unknown) => boolean;
}
