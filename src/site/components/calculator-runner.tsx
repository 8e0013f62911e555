import { Alert, Box, Card, Stack, Text } from '@chakra-ui/react';
import { type ErrorSchema, getDefaultFormState, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type AnyCalculatorDefinition,
  type FieldError,
  FORM_ERROR_FIELD,
  fieldName,
  fromQuery,
  type Language,
  languageOf,
  type ResultWords,
  resolveRelativeDates,
  toQuery,
  unitFields,
  withCurrentUnits,
  withLinkUnits,
} from '@/engine';
import type * as FormChecks from '@/form/checks';
import type { FormContext } from '@/form/context';
import { LanguageProvider, loadResultWords, resultWordsIfLoaded } from '@/form/language';
import { preloadableLazy } from '@/form/preloadable-lazy';
import { ChakraForm } from '@/form/theme';
import { convertOnUnitChange } from '@/form/unit-change';
import { createEngineValidator, toRjsfErrors } from '@/form/validator';
import { calculationIfLoaded, loadCalculation } from '@/islands/calculation';
import type { IslandHandoff } from '@/islands/handoff';
import { retried } from '@/islands/retry';
import { todayIso } from '../browser/today';
import { replaceSearch } from '../browser/url-search';
import type { CalculatorModule } from '../data/calculator-module';

type Values = Record<string, unknown>;

// Result blocks are loaded with the first result, not with the page (nothing to show before a calculation).
/**
 * The result blocks' code (a failed load is tried again by the next result). No fallback: a result is set only once
 * they are there (`apply`), so they never render before it.
 */
const {
  Component: PrintableResult,
  preload: loadResultBlocks,
  isLoaded: resultBlocksLoaded,
} = preloadableLazy(() => import('@/results/registry').then((module) => module.PrintableResult), null);

type Checks = typeof FormChecks;
let checks: Checks | undefined;
let checking: Promise<Checks> | undefined;

/**
 * The form's checks and the formula's run (src/form/checks.ts): asked for with the calculation, not with the page.
 * Asked once; a second failure is forgotten so that the next Calculate tries again.
 */
function loadChecks(): Promise<Checks> {
  if (checks) return Promise.resolve(checks);
  if (!checking) {
    checking = retried(() => import('@/form/checks')).then((loaded) => {
      checks = loaded;
      return loaded;
    });
    checking.catch(() => {
      checking = undefined;
    });
  }
  return checking;
}

/**
 * Starts loading the result blocks (and their words in the page's language) and the form's checks before the
 * first result: a share link, a Calculate held while hydrating, her first touch of the form.
 */
export function preloadResults(language?: Language): void {
  loadResultBlocks().catch(() => undefined);
  loadChecks().catch(() => undefined);
  if (language) loadResultWords(language).catch(() => undefined);
}
type Whole = AnyCalculatorDefinition;
/**
 * A result, with the whole definition it was computed by (its result blocks and explain lines), their words, the
 * values she gave (her units) and when she computed it: what its printout says.
 */
type Computed = {
  result: Values;
  input: Values;
  values: Values;
  at: Date;
  definition: Whole;
  explain: string[];
  words: ResultWords;
};

export { preloadCustomFields } from '@/form/theme';

/**
 * Whether a custom field (date list, budget table) changed: its edits are whole actions (a date added or removed),
 * not keystrokes, so a result on screen is recomputed (or cleared) at once instead of describing the old list.
 */
function customFieldChanged(
  def: Pick<CalculatorModule['definition'], 'fields'>,
  before: Values,
  after: Values,
): boolean {
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
function typedValues(def: CalculatorModule['definition'], form: HTMLFormElement, initial: Values): Values {
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
function withConversionNotes(uiSchema: Record<string, unknown>, converted: Record<string, string>) {
  if (Object.keys(converted).length === 0) return uiSchema;
  const out: Record<string, unknown> = { ...uiSchema };
  for (const [name, from] of Object.entries(converted)) {
    const entry = (uiSchema[name] ?? {}) as { 'ui:options'?: Record<string, unknown> };
    out[name] = { ...entry, 'ui:options': { ...entry['ui:options'], convertedFrom: from } };
  }
  return out;
}

/** The calculator island: the RJSF form, validation at each field, the result blocks and the calculation with her numbers. */
export function CalculatorRunner({
  module,
  handoff,
  action,
}: {
  module: CalculatorModule;
  /** What the page script held before the code was ready: a Calculate pressed meanwhile (src/islands/boot.ts). */
  handoff?: IslandHandoff;
  /** Where the plain form submits, if not the calculator's page (its embed page submits to itself). */
  action?: string;
}) {
  const { definition: def } = module;
  // The page's language travels with the definition's messages: the chrome below speaks it too.
  const language = languageOf(def);
  const { words } = language;
  const live = def.mode === 'live';
  const { uiSchema } = module.formSchema;
  const schema = module.formSchema.schema as RJSFSchema;
  // The checks come with the calculation (src/form/checks.ts): a Calculate pressed before they are there passes
  // here, and the calculation checks the whole form before its formula runs, its messages at the same fields
  // (apply below). Until the calculation is there, the form's part of the definition is checked (no cross-field
  // checks); the calculation checks again.
  const validator = useMemo(
    () =>
      createEngineValidator(
        () => calculationIfLoaded(module) ?? def,
        () => todayIso(),
        () => checks?.checkInput,
      ),
    [module, def],
  );
  const [formData, setFormData] = useState(() => initialFormData(validator, schema));
  /** Her journal at the form (a calculator with a `journal` part, a journal on this device): module.journal. */
  const [journal, setJournal] = useState<ReactNode>();
  const [computed, setComputed] = useState<Computed | null>(null);
  const [busy, setBusy] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [hint, setHint] = useState<string[]>([]);
  /** Quantities whose number she typed (never converted by a unit change), and those the page converted. */
  const typedByHer = useRef(new Set<string>());
  const [converted, setConverted] = useState<Record<string, string>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const formBoxRef = useRef<HTMLDivElement>(null);
  // After a failed Calculate: what is said to a screen reader, and a count that moves focus to the first problem.
  const [problems, setProblems] = useState<{ said: string; attempt: number }>({ said: '', attempt: 0 });

  /** Announces which answers need attention (each field's own message is read when focus reaches it). */
  const reportProblems = (fields: string[]) => {
    const label = (name: string) => {
      const field = def.fields[name];
      if (field) return fieldName(field).label;
      return unitFields(def).find((unit) => unit.name === name)?.label ?? words.theForm();
    };
    const labels = [...new Set(fields.map(label))];
    const ending = labels.at(-1)?.endsWith('?') ? 'question' : 'other';
    setProblems((previous) => ({
      said: words.answersNeedAttention({ count: labels.length, labels: labels.join(', '), ending }),
      attempt: previous.attempt + 1,
    }));
  };

  // Focus lands on the first field with a problem, in the order she reads the form.
  useEffect(() => {
    if (problems.attempt === 0) return;
    formBoxRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems.attempt]);

  /**
   * The result's heading at the top of the screen (below the sticky header), focused for screen readers: once React
   * has drawn it, before that frame is painted. Asked for from a frame callback, a slow phone's frame often came
   * before React's commit, and focus and scroll landed on an empty box.
   */
  const [shown, setShown] = useState(0);
  useLayoutEffect(() => {
    const box = resultRef.current;
    if (shown === 0 || !box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'start' });
  }, [shown]);

  /**
   * Each computation asked for takes a ticket: one that waited for files lands only if none was asked for since.
   * A later one can land first (all its files there by then), and the older values must not replace its result.
   */
  const computations = useRef(0);

  /**
   * Computes with the whole definition: at once when the calculation is there, else once it has loaded (pressed
   * before it arrived, Calculate waits for it; it failed twice: the form says so and the next press tries again).
   * The result blocks' code and words are waited for too (they load with the calculation): the result is drawn
   * once, whole, instead of a spinner first and the blocks in a second render of the whole island (the form too):
   * docs/adr/0018.
   */
  const apply = (values: Values, options: { share: boolean; focus: boolean }): Promise<void> => {
    if (applyNow(values, options)) return Promise.resolve();
    const ticket = computations.current;
    const latest = () => ticket === computations.current;
    return Promise.all([
      loadCalculation(module),
      loadChecks(),
      loadResultWords(language),
      loadResultBlocks(),
    ]).then(
      ([loaded, loadedChecks, loadedWords]) => {
        if (latest()) applyWith(loadedChecks, loaded, loadedWords, values, options);
      },
      () => {
        if (!latest()) return;
        setComputed(null);
        setFormError(words.calculationNotLoaded());
      },
    );
  };

  /**
   * Computes at once when the calculation, the checks, the blocks and their words are all there; false when
   * something is still to come.
   */
  const applyNow = (values: Values, options: { share: boolean; focus: boolean }): boolean => {
    computations.current += 1;
    const whole = calculationIfLoaded(module);
    const blockWords = resultWordsIfLoaded(language);
    if (!(whole && checks && blockWords && resultBlocksLoaded())) return false;
    applyWith(checks, whole, blockWords, values, options);
    return true;
  };

  const applyWith = (
    { runCalculator, explainLines }: Checks,
    whole: Whole,
    resultWords: ResultWords,
    values: Values,
    { share, focus }: { share: boolean; focus: boolean },
  ) => {
    const outcome = runCalculator(whole, values, { today: todayIso() });
    if (!outcome.ok) {
      const fieldErrors = outcome.errors.filter((error) => error.field !== FORM_ERROR_FIELD);
      setComputed(null);
      setFormError(outcome.errors.find((error) => error.field === FORM_ERROR_FIELD)?.message);
      // A live form computes as she types: a field she has filled in gets its message at the field; what is still
      // empty is listed under the form instead of flagged as an error before she got to it.
      const filled = (error: FieldError) => values[error.field] !== undefined && values[error.field] !== '';
      const atFields = live ? fieldErrors.filter(filled) : fieldErrors;
      setExtraErrors(atFields.length > 0 ? toRjsfErrors(atFields).errorSchema : undefined);
      setHint(live ? fieldErrors.filter((error) => !filled(error)).map((error) => error.message) : []);
      if (focus) reportProblems(outcome.errors.map((error) => error.field));
      return;
    }
    setComputed({
      result: outcome.result as Values,
      input: outcome.input,
      values,
      at: new Date(),
      definition: whole,
      explain: explainLines(whole, outcome.input, outcome.result),
      words: resultWords,
    });
    setFormError(undefined);
    setExtraErrors(undefined);
    setHint([]);
    setProblems((previous) => ({ ...previous, said: '' }));
    if (share) replaceSearch(toQuery(def, values));
    if (focus) setShown((count) => count + 1);
  };

  // What custom fields found typed into their own prerendered boxes, handed over before the arrival below (a
  // child's effects run before its parent's) and merged with the rest; a field that starts later reports it itself.
  const adopted = useRef<Values>({});
  const arrived = useRef(false);
  /** What the share link set on arrival: a value the form itself later replaces was refused by it. */
  const fromLink = useRef<Values>({});
  /** What the form's custom fields read: today (the date list refuses a later date) and where typed text goes. */
  const formContext = useMemo<FormContext>(
    () => ({
      today: () => todayIso(),
      adoptTyped: (field, value) => {
        if (arrived.current) return false;
        adopted.current[field] = value;
        return true;
      },
    }),
    [],
  );

  // On arrival (right after hydration): a share link prefills the form and computes; what the visitor typed
  // before the code was ready is kept (it wins over the link); a Calculate pressed meanwhile is carried out.
  const arrive = useEffectEvent((def: CalculatorModule['definition']) => {
    arrived.current = true;
    const form = formBoxRef.current?.querySelector('form');
    const pending = handoff?.takeHeldSubmit() ?? false;
    const search = window.location.search;
    const today = todayIso();
    // A link's relative dates (`today-138d`, as an example's link is written in the page's HTML) are her day's dates,
    // and the address then says them; a number without its unit is in the unit the link meant (not the form's first).
    const resolveDates = (text: string) => resolveRelativeDates(text, today);
    const linked = withLinkUnits(def, withoutEmpty(fromQuery(def, search, { resolveDates })));
    const relative =
      JSON.stringify(fromQuery(def, search)) !== JSON.stringify(fromQuery(def, search, { resolveDates }));
    fromLink.current = linked;
    const typed = { ...(form ? typedValues(def, form, formData) : {}), ...adopted.current };
    for (const name of Object.keys(typed))
      if (def.fields[name]?.type === 'quantity') typedByHer.current.add(name);
    const values = { ...formData, ...linked, ...typed };
    // A link or a held Calculate gave the form its values: the journal fills in nothing, nor over what she typed.
    module
      .journal?.(
        () => import('@/journal/calculators/at-form'),
        formData,
        setFormData,
        pending || Object.keys(linked).length > 0,
      )
      .then(setJournal);
    if (Object.keys(linked).length === 0 && Object.keys(typed).length === 0 && !pending) return;
    // Not from this effect: it runs once the island's content has hydrated, and that content is a Suspense boundary
    // of the prerendered page, hydrated at React's offscreen priority; an effect's updates take its priority, so the
    // result of a Calculate pressed meanwhile would be drawn as idle work, in slices that yield to anything else.
    // Drawn right after the effects, at once, it is handled as a press on a hydrated form is (docs/adr/0018). The
    // form's data goes with it: in a task of its own, a key pressed in between would reach RJSF while its data still
    // lacked what she typed before, and clear it.
    queueMicrotask(() =>
      flushSync(() => {
        setFormData(values);
        if (pending) void apply(values, { share: true, focus: true });
        // A live form writes what she typed to the address, as it does with every change; a link is there already.
        else if (Object.keys(linked).length > 0 || live)
          void apply(values, { share: relative || (live && Object.keys(typed).length > 0), focus: false });
      }),
    );
  });
  // Once per calculator, on arrival.
  useEffect(() => {
    arrive(def);
  }, [def]);

  const onSubmit = (values: Values) => {
    // With nothing to wait for, the result is drawn in the press's own render: marked busy first and computed from a
    // timer, the press would cost a render of the whole form (its button disabled) and a frame, and the result a
    // second render of the form (enabled again) (docs/adr/0018).
    if (applyNow(values, { share: true, focus: true })) return;
    setBusy(true);
    setTimeout(() => {
      void apply(values, { share: true, focus: true }).finally(() => setBusy(false));
    }, 0);
  };

  const ready = def.ready ? def.ready(formData) : true;
  /**
   * `derived`: the form changed its data by itself, with no field behind it. RJSF does so when a share link names a
   * choice no select offers (`unit=furlong`): it puts the select's default in its place. A live form then keeps the
   * link's field message instead of silently computing with a value she never chose. The change can come
   * before that message does (the calculation still on its way): a value of the link that the form replaced by
   * itself is refused too, or this computation, landing after the link's, replaced its message with a result.
   */
  const replacesLink = (before: Values, after: Values) =>
    Object.entries(fromLink.current).some(
      ([field, value]) => before[field] === value && after[field] !== value,
    );
  const onChange = (changed: Values, { derived = false } = {}) => {
    const before = formData;
    // A number she changed is hers: a unit chosen after it says what it is in (src/form/unit-change.ts).
    const edited = Object.keys(def.fields).filter(
      (name) => def.fields[name]?.type === 'quantity' && !derived && changed[name] !== before[name],
    );
    for (const name of edited) typedByHer.current.add(name);
    // A new unit keeps her numbers and converts the page's (165 cm from a link → 5 ft 5 in, said at the field); a
    // result on screen is recomputed from the numbers now on the form: it never describes numbers no longer there.
    const { values, converted: now } = convertOnUnitChange(def, before, changed, typedByHer.current);
    const unitChanged = unitFields(def).some((unit) => before[unit.name] !== values[unit.name]);
    if (edited.length > 0 || unitChanged)
      setConverted((notes) => {
        const kept = Object.fromEntries(
          Object.entries(notes).filter(([name]) => !edited.includes(name) && !typedByHer.current.has(name)),
        );
        // A unit changed again: a note names what the field held before this change, or goes.
        for (const unit of unitFields(def))
          if (before[unit.name] !== values[unit.name]) for (const owner of unit.owners) delete kept[owner];
        return { ...kept, ...now };
      });
    setFormData(values);
    if (def.ready && !def.ready(values)) {
      // Not ready now: a computation still on its way must not draw a result for what the form held before.
      computations.current += 1;
      setComputed(null);
    } else if (live && derived && (extraErrors || replacesLink(before, values))) return;
    else if (live) void apply(values, { share: true, focus: false });
    else if (computed && (unitChanged || customFieldChanged(def, before, values)))
      void apply(values, { share: true, focus: false });
  };

  return (
    <LanguageProvider language={language}>
      <Stack gap="8">
        {/* A printed result leaves the form out: the printout lists what she entered instead. */}
        <Card.Root data-print="hide-with-result">
          <Card.Body ref={formBoxRef}>
            {journal}
            <ChakraForm
              // A real form: pressed before the code is ready, it opens the share link the page then computes.
              action={action ?? module.href ?? `/calculators/${def.id}`}
              // In the frame of an embed page, whose links open a new tab (<base target>): a plain submit stays.
              target={action ? '_self' : undefined}
              method="get"
              schema={schema}
              uiSchema={{
                ...withConversionNotes(withCurrentUnits(uiSchema, formData), converted),
                'ui:submitButtonOptions':
                  live || !ready
                    ? { norender: true }
                    : { submitText: words.calculate(), props: { disabled: busy } },
              }}
              formData={formData}
              formContext={formContext}
              validator={validator}
              extraErrors={extraErrors}
              showErrorList={false}
              noHtml5Validate
              idPrefix={def.id}
              onChange={(event, id) => onChange(event.formData ?? {}, { derived: id === undefined })}
              onSubmit={(event) => onSubmit(event.formData ?? {})}
              onError={(errors) => {
                setComputed(null);
                setExtraErrors(undefined);
                reportProblems(errors.map((error) => (error.property ?? '').replace(/^\./, '')));
              }}
            />
            {!live && !ready && (
              <Text mt="6" color="fg.muted" data-testid="ready-hint">
                {def.readyHint}
              </Text>
            )}
            <Text srOnly role="alert" data-testid="form-problems">
              {problems.said}
            </Text>
            {formError && (
              <Alert.Root status="error" mt="4">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
          </Card.Body>
        </Card.Root>

        <Box
          ref={resultRef}
          tabIndex={-1}
          aria-live="polite"
          outline="none"
          // Clear of the sticky header (4rem) when scrolled to.
          scrollMarginTop="5rem"
          data-testid="result"
        >
          {computed && (
            <PrintableResult
              definition={computed.definition}
              result={computed.result}
              values={computed.values}
              explain={computed.explain}
              words={computed.words}
              at={computed.at}
              href={module.href ?? `/calculators/${def.id}`}
            />
          )}
          {live && !computed && hint.length > 0 && (
            <Text color="fg.muted" data-testid="live-hint">
              {words.toSeeResults({ hints: hint.join(' ') })}
            </Text>
          )}
        </Box>
      </Stack>
    </LanguageProvider>
  );
}
