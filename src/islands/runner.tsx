import { languageOf } from '@/engine';
import { calculationAt, loadCalculation } from './calculation';
import { nextTask } from './next-task';
import type { IslandContext, RunnerProps } from './registry';
import { retried } from './retry';
import { TOUCHES } from './touches';

/**
 * The calculator form: the runner and its form, and the page's own calculator chunk (`src`, preloaded by the
 * page). The custom form fields the calculator uses (`fields`) load as soon as the runner's code is there.
 */
export async function element(
  { id, src, fields, action, calculationSrc }: RunnerProps,
  { env, handoff }: IslandContext,
) {
  const running = retried(() => import('@/site/components/calculator-runner'));
  const loading = env.calculator(id, src).then((module) => calculationAt(module, calculationSrc));
  // The calculator's custom form fields (the wedding budget's table) load alongside: a field still loading when
  // the form hydrates stays dead HTML, and what is typed into it is lost. A field whose chunk fails here is tried
  // again, lazily, when the form renders it.
  const preloading = running.then((runner) => runner.preloadCustomFields(fields)).catch(() => undefined);
  const { CalculatorRunner } = await running;
  await nextTask();
  const module = await loading;
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
  const mounting = retried(() => import('./mount'));
  // Not awaited here: hydrateIsland waits for the same work; a failed import is reported there.
  mounting.then((module) => module.prepareIslands()).catch(() => undefined);
  const building = element(props, context);
  // A result is wanted the moment the form is ready (a share link, or a Calculate pressed meanwhile): its blocks
  // load while the form hydrates instead of after it. Asked through the runner's module, so they stay chunks of
  // the runner's (imported from here too, their shared parts split into more chunks: +0.8 KB on every page).
  // So does the calculation (formula, words, result spec: src/islands/calculation.ts) and the result blocks are not part of
  // the form: they are asked for when a result is wanted, or the moment she touches the form, in parallel with
  // whatever still loads; never on a timer or when idle (docs/adr/0003, "The calculation on demand"). The page
  // script has asked for all their files already (the registry's `touched`); here their modules are imported.
  let asked = false;
  const wantResult = () => {
    if (asked) return;
    asked = true;
    for (const type of TOUCHES) host.removeEventListener(type, wantResult, true);
    const runner = import('@/site/components/calculator-runner');
    context.env
      .calculator(props.id, props.src)
      .then((module) => calculationAt(module, props.calculationSrc))
      .then(async (module) => {
        // Once the form's files are in, when the page script asks for these: imported sooner, they would be
        // fetched at once beside the form's own (registry.ts, `touched`).
        await context.arrived;
        runner.then((loaded) => loaded.preloadResults(languageOf(module.definition))).catch(() => undefined);
        return loadCalculation(module);
      })
      .catch(() => undefined);
  };
  for (const type of TOUCHES) host.addEventListener(type, wantResult, true);
  const query = new URLSearchParams(window.location.search);
  if (props.keys.some((key) => query.has(key))) wantResult();
  else context.handoff.onHeldSubmit(wantResult);
  const { hydrateIsland } = await mounting;
  await nextTask();
  await hydrateIsland(host, await building);
}
