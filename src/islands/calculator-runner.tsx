import { Alert, Card, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { languageOf, toQuery, unitFields, withCurrentUnits } from '@/engine';
import type { FormContext } from '@/form/context';
import { LanguageProvider } from '@/form/language';
import { ChakraForm } from '@/form/theme';
import { convertOnUnitChange } from '@/form/unit-change';
import { createEngineValidator } from '@/form/validator';
import { todayIso } from '@/site/browser/today';
import { replaceSearch } from '@/site/browser/url-search';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { calculationIfLoaded, checksIfLoaded, type Drawable, drawable, drawableNow } from './calculation';
import type { IslandHandoff } from './handoff';
import { landing, runnerReducer, startState } from './runner-state';
import {
  arrivalValues,
  customFieldChanged,
  initialFormData,
  notesAfter,
  problemsSaid,
  typedValues,
  type Values,
  withConversionNotes,
} from './runner-values';
import { RunnerResult, useRunnerFocus } from './runner-view';

export { preloadCustomFields } from '@/form/theme';
export { calculationAt, wantResult } from './calculation';

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
  const { messages: words } = language;
  const live = def.mode === 'live';
  const { uiSchema } = module.formSchema;
  const schema = module.formSchema.schema as RJSFSchema;
  // Until the calculation and its checks come (src/form/checks.ts), the form's part of the definition is checked;
  // the calculation checks the whole form again before its formula runs, its messages at the same fields.
  const validator = useMemo(
    () =>
      createEngineValidator(
        () => calculationIfLoaded(module) ?? def,
        () => todayIso(),
        () => checksIfLoaded()?.checkInput,
      ),
    [module, def],
  );
  const [formData, setFormData] = useState(() => initialFormData(validator, schema));
  /** Her journal at the form (a calculator with a `journal` part, a journal on this device): module.journal. */
  const [journal, setJournal] = useState<ReactNode>();
  const [state, dispatch] = useReducer(runnerReducer, startState);
  const { computed, extraErrors } = state;
  /** Quantities whose number she typed (never converted by a unit change), and those the page converted. */
  const typedByHer = useRef(new Set<string>());
  const [converted, setConverted] = useState<Record<string, string>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const formBoxRef = useRef<HTMLDivElement>(null);

  useRunnerFocus(state, formBoxRef, resultRef);

  /** Each computation takes a ticket: one that waited for files lands only if none was asked for since. */
  const tickets = useRef(0);

  /**
   * Computes in this render when the calculation's files are all there (docs/adr/0018), else once they have come;
   * a press meanwhile disables Calculate, and files that failed twice are said on the form.
   */
  const compute = (values: Values, { share, focus }: { share: boolean; focus: boolean }, press = false) => {
    const ticket = ++tickets.current;
    /** Runs the calculation with her values and draws its result, or its messages at the fields. */
    const land = (ready: Drawable) => {
      const action = landing(def, ready, values, { live, focus });
      dispatch(action);
      if (share && action.type === 'show') replaceSearch(toQuery(def, values));
    };
    const now = drawableNow(module, language);
    if (now) return land(now);
    if (press) dispatch({ type: 'wait' });
    drawable(module, language).then(
      (ready) => ticket === tickets.current && land(ready),
      () => ticket === tickets.current && dispatch({ type: 'fail', formError: words.calculationNotLoaded() }),
    );
  };

  // What custom fields found typed in their prerendered boxes, handed over before the arrival (children's effects run first).
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
    const typed = { ...(form ? typedValues(def, form, formData) : {}), ...adopted.current };
    for (const name of Object.keys(typed))
      if (def.fields[name]?.type === 'quantity') typedByHer.current.add(name);
    const { linked, relative, values } = arrivalValues(def, typed, formData);
    fromLink.current = linked;
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
    // Not from this effect, whose updates take the hydrating Suspense boundary's offscreen priority: flushed right
    // after it, a held Calculate draws as a press on a hydrated form does (docs/adr/0018), with the form's data in
    // the same flush so a key pressed in between cannot reach RJSF before what she typed earlier.
    queueMicrotask(() =>
      flushSync(() => {
        setFormData(values);
        if (pending) compute(values, { share: true, focus: true }, true);
        // A live form writes what she typed to the address, as it does with every change; a link is there already.
        else if (Object.keys(linked).length > 0 || live)
          compute(values, { share: relative || (live && Object.keys(typed).length > 0), focus: false });
      }),
    );
  });
  // Once per calculator, on arrival.
  useEffect(() => {
    arrive(def);
  }, [def]);

  const ready = def.ready ? def.ready(formData) : true;
  /**
   * `derived`: RJSF changed the data by itself (a share link's `unit=furlong` becomes the select's default). A live
   * form keeps the link's field message rather than compute with a value she never chose, even when the change
   * comes before that message (a replaced link value is refused too).
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
      setConverted((notes) =>
        notesAfter(def, notes, { before, after: values, typedByHer: typedByHer.current, now }),
      );
    setFormData(values);
    if (def.ready && !def.ready(values)) {
      // Not ready now: a computation still on its way must not draw a result for what the form held before.
      tickets.current += 1;
      dispatch({ type: 'drop' });
    } else if (live && derived && (extraErrors || replacesLink(before, values))) return;
    else if (live || (computed && (unitChanged || customFieldChanged(def, before, values))))
      compute(values, { share: true, focus: false });
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
                    : { submitText: words.calculate(), props: { disabled: state.phase === 'computing' } },
              }}
              formData={formData}
              formContext={formContext}
              validator={validator}
              extraErrors={extraErrors}
              showErrorList={false}
              noHtml5Validate
              idPrefix={def.id}
              onChange={(event, id) => onChange(event.formData ?? {}, { derived: id === undefined })}
              onSubmit={(event) => compute(event.formData ?? {}, { share: true, focus: true }, true)}
              onError={(errors) =>
                dispatch({
                  type: 'invalid',
                  said: problemsSaid(
                    def,
                    errors.map((error) => (error.property ?? '').replace(/^\./, '')),
                  ),
                })
              }
            />
            {!live && !ready && (
              <Text mt="6" color="fg.muted" data-testid="ready-hint">
                {def.readyHint}
              </Text>
            )}
            <Text srOnly role="alert" data-testid="form-problems">
              {state.said}
            </Text>
            {state.formError && (
              <Alert.Root status="error" mt="4">
                <Alert.Indicator />
                <Alert.Title>{state.formError}</Alert.Title>
              </Alert.Root>
            )}
          </Card.Body>
        </Card.Root>

        <RunnerResult ref={resultRef} state={state} live={live} module={module} />
      </Stack>
    </LanguageProvider>
  );
}
