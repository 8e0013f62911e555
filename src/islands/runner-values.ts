/** The calculator form's values: its first state, what was typed before its code came, and what changed since. */
import { getDefaultFormState, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { fieldName, fromQuery, languageOf, resolveRelativeDates, unitFields, withLinkUnits } from '@/engine';
import { todayIso } from '@/site/browser/today';
import type { CalculatorModule } from '@/site/data/calculator-module';

export type Values = Record<string, unknown>;
type FormPart = CalculatorModule['definition'];

/**
 * Whether a custom field (date list, budget table) changed: its edits are whole actions (a date added or removed),
 * not keystrokes, so a result on screen is recomputed (or cleared) at once instead of describing the old list.
 */
export function customFieldChanged(def: Pick<FormPart, 'fields'>, before: Values, after: Values): boolean {
  return Object.entries(def.fields).some(
    ([name, field]) =>
      field.type === 'custom' && JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

/**
 * The form's data before anyone types: the schema's defaults, as RJSF fills them in. Handed less, the form reports
 * its defaults as a change the moment it is created, and the page renders the whole form a second time during
 * hydration, in one task that cannot be interrupted.
 */
export function initialFormData(validator: ValidatorType, schema: RJSFSchema): Values {
  return getDefaultFormState(validator, schema, {}) as Values;
}

/** Values of a share link or a plain form submit, without the empty ones (an empty box is no answer). */
function withoutEmpty(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/**
 * What the visitor typed into the prerendered form before its code was ready: each control carries its contract
 * name, so the form reads like a share link; only values that differ from the form's first state count. A box
 * that started with a value (a default) and is empty now was cleared: that counts too, so the form does not
 * compute with a number she no longer sees.
 */
export function typedValues(def: FormPart, form: HTMLFormElement, initial: Values): Values {
  const params = new URLSearchParams();
  const cleared: Values = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    params.append(name, value);
    if (value.trim() === '' && String(initial[name] ?? '') !== '') cleared[name] = undefined;
  }
  const typed = withoutEmpty(fromQuery(def, params.toString()));
  return {
    ...cleared,
    ...Object.fromEntries(
      Object.entries(typed).filter(([name, value]) => String(initial[name] ?? '') !== String(value)),
    ),
  };
}

/**
 * The uiSchema with a note at each quantity the page converted after a unit change (`ui:options.convertedFrom`, the
 * amount it held before), drawn under the field (src/form/templates.tsx).
 */
export function withConversionNotes(uiSchema: Record<string, unknown>, converted: Record<string, string>) {
  if (Object.keys(converted).length === 0) return uiSchema;
  const out: Record<string, unknown> = { ...uiSchema };
  for (const [name, from] of Object.entries(converted)) {
    const entry = (uiSchema[name] ?? {}) as { 'ui:options'?: Record<string, unknown> };
    out[name] = { ...entry, 'ui:options': { ...entry['ui:options'], convertedFrom: from } };
  }
  return out;
}

/**
 * What the form holds on arrival: the address's share link values (`linked`), what she typed before the code was ready
 * (`typed`: it wins over the link), and whether the link's dates were relative (`today-138d`, as an example's link is
 * written in the page's HTML: they are her day's dates, and the address then says them). A number without its unit
 * is in the unit the link meant, not the form's first.
 */
export function arrivalValues(def: FormPart, typed: Values, initial: Values) {
  const search = window.location.search;
  const today = todayIso();
  const resolveDates = (text: string) => resolveRelativeDates(text, today);
  const linked = withLinkUnits(def, withoutEmpty(fromQuery(def, search, { resolveDates })));
  const relative =
    JSON.stringify(fromQuery(def, search)) !== JSON.stringify(fromQuery(def, search, { resolveDates }));
  return { linked, relative, values: { ...initial, ...linked, ...typed } };
}

/**
 * The conversion notes after a change: a number she typed loses its note, and a unit changed again drops the notes
 * of its owners (a note names what the field held before this change); `now`: the new ones (src/form/unit-change.ts).
 */
export function notesAfter(
  def: FormPart,
  notes: Record<string, string>,
  {
    before,
    after,
    typedByHer,
    now,
  }: { before: Values; after: Values; typedByHer: Set<string>; now: Record<string, string> },
): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(notes).filter(([name]) => !typedByHer.has(name)));
  for (const unit of unitFields(def))
    if (before[unit.name] !== after[unit.name]) for (const owner of unit.owners) delete kept[owner];
  return { ...kept, ...now };
}

/** Which answers need attention, said to a screen reader (each field's own message is read when focus reaches it). */
export function problemsSaid(def: FormPart, fields: string[]): string {
  const { messages: words } = languageOf(def);
  const label = (name: string) => {
    const field = def.fields[name];
    if (field) return fieldName(field).label;
    return unitFields(def).find((unit) => unit.name === name)?.label ?? words.theForm();
  };
  const labels = [...new Set(fields.map(label))];
  const ending = labels.at(-1)?.endsWith('?') ? 'question' : 'other';
  return words.answersNeedAttention({ count: labels.length, labels: labels.join(', '), ending });
}
