import { Spinner, Stack } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { getPath, type ResultBlock } from '@/engine';
import {
  type BlockProps,
  CategoryCard,
  Range,
  ResultList,
  ResultNote,
  ResultProgress,
  Stats,
} from './blocks';

type AnyBlockComponent = ComponentType<BlockProps<never>>;

/** Tables load with the first result that has one (they are not part of a calculator page's first load). */
const ResultTable = lazy(() => import('./table'));

/** Built-in block kinds, one component each. */
export const blockRegistry: Record<Exclude<ResultBlock['block'], 'custom'>, AnyBlockComponent> = {
  'category-card': CategoryCard as AnyBlockComponent,
  stats: Stats as AnyBlockComponent,
  range: Range as AnyBlockComponent,
  table: ResultTable as unknown as AnyBlockComponent,
  list: ResultList as AnyBlockComponent,
  progress: ResultProgress as AnyBlockComponent,
  note: ResultNote as AnyBlockComponent,
};

/**
 * Custom blocks a definition names with `{ block: 'custom', component: '<name>', props }`. Each is its own lazy
 * chunk, loaded only when a result that uses it is shown. Add one file in ./custom and one line here.
 */
export const customBlocks: Record<string, AnyBlockComponent> = {
  chart: lazy(() => import('./custom/chart')) as unknown as AnyBlockComponent,
  'report-actions': lazy(() => import('./custom/report-actions')) as unknown as AnyBlockComponent,
  'muted-group': lazy(() => import('./custom/muted-group')) as unknown as AnyBlockComponent,
  'budget-breakdown': lazy(() => import('./custom/budget-breakdown')) as unknown as AnyBlockComponent,
  'distribution-bar': lazy(() => import('./custom/distribution-bar')) as unknown as AnyBlockComponent,
  timeline: lazy(() => import('./custom/timeline')) as unknown as AnyBlockComponent,
  calendar: lazy(() => import('./custom/calendar')) as unknown as AnyBlockComponent,
  'ics-download': lazy(() => import('./custom/ics-download')) as unknown as AnyBlockComponent,
  links: lazy(() => import('./custom/links')) as unknown as AnyBlockComponent,
  details: lazy(() => import('./custom/details')) as unknown as AnyBlockComponent,
};

/** Renders a definition's result blocks in order. */
export function ResultView({
  blocks,
  result,
}: {
  blocks: readonly ResultBlock[];
  result: Record<string, unknown>;
}) {
  // Each block waits for its own code: the headline shows at once while a table or chart chunk loads.
  return (
    <Stack gap="6">
      {blocks.map((block, index) => {
        if (block.when && !getPath(result, block.when)) return null;
        const Component =
          block.block === 'custom' ? customBlocks[block.component] : blockRegistry[block.block];
        if (!Component)
          throw new Error(
            `Unknown result block: ${block.block === 'custom' ? block.component : block.block}`,
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed list from the definition.
          <Suspense key={index} fallback={<Spinner aria-label="Loading results" />}>
            <Component block={block as never} result={result} />
          </Suspense>
        );
      })}
    </Stack>
  );
}
