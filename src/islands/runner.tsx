import { createLoader } from '@/engine/loader';
import { nextTask } from './next-task';
import type { IslandContext, RunnerProps } from './registry';
import { TOUCHES } from './touches';

/** The runner's code and its form: asked for when the form wakes, and again for a result (one load). */
const runner = createLoader(() => import('./calculator-runner'));
const mounting = createLoader(() => import('./mount'));

/**
 * The calculator form: the runner and its form, and the page's own calculator chunk (`src`, preloaded by the
 * page). The custom form fields the calculator uses (`fields`) load as soon as the runner's code is there.
 */
export async function element(
  { id, src, fields, action, calculationSrc }: RunnerProps,
  { env, handoff }: IslandContext,
) {
  const running = runner.get();
  const loading = env.calculator(id, src);
  // The calculator's custom form fields (the wedding budget's table) load alongside: a field still loading when
  // the form hydrates stays dead HTML, and what is typed into it is lost. A field whose chunk fails here is tried
  // again, lazily, when the form renders it.
  const preloading = running.then((runner) => runner.preloadCustomFields(fields)).catch(() => undefined);
  const { CalculatorRunner, calculationAt } = await running;
  await nextTask();
  const module = calculationAt(await loading, calculationSrc);
  await preloading;
  return <CalculatorRunner module={module} handoff={handoff} action={action} />;
}

/**
 * React and the Chakra system's code (./mount), the runner and its form, and the calculator chunk all start
 * loading at once (the page script asks for all their files when the form wakes, React's first); each module graph is
 * evaluated in a task of its own (evaluated as one graph they held the main thread ~100 ms at 4× CPU). The Chakra
 * system is built as soon as ./mount is there, while the form's chunks still arrive (docs/adr/0003).
 */
export async function mount(host: HTMLElement, props: RunnerProps, context: IslandContext) {
  // Not awaited here: hydrateIsland waits for the same work; a failed import is reported there.
  mounting
    .get()
    .then((module) => module.prepareIslands())
    .catch(() => undefined);
  const building = element(props, context);
  // A result is wanted the moment the form is ready (a share link, or a Calculate pressed meanwhile): the
  // calculation (formula, words, result spec), the checks and the result blocks load while the form hydrates instead
  // of after it. None is part of the form: each is asked for when a result is wanted, or the moment she touches the
  // form, in parallel with whatever still loads; never on a timer or when idle (docs/adr/0003, "The calculation on
  // demand"). The page script has asked for all their files already (the registry's `touched`); here their modules
  // are imported (src/islands/calculation.ts).
  let asked = false;
  const wantResult = () => {
    if (asked) return;
    asked = true;
    for (const type of TOUCHES) host.removeEventListener(type, wantResult, true);
    // Through the runner's module, so the calculation's state and the result blocks stay chunks of the runner's
    // (imported from here too, their shared parts would split into more chunks on every page). Once the form's
    // files are in, when the page script asks for these: imported sooner, they would be fetched at once beside the
    // form's own (registry.ts, `touched`).
    Promise.all([context.env.calculator(props.id, props.src), runner.get(), context.arrived])
      .then(([module, loaded]) => loaded.wantResult(module, props.calculationSrc))
      .catch(() => undefined);
  };
  for (const type of TOUCHES) host.addEventListener(type, wantResult, true);
  const query = new URLSearchParams(window.location.search);
  if (props.keys.some((key) => query.has(key))) wantResult();
  else context.handoff.onHeldSubmit(wantResult);
  const { hydrateIsland } = await mounting.get();
  await nextTask();
  await hydrateIsland(host, await building);
}
