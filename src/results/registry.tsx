import { Box, Spinner, Stack } from '@chakra-ui/react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type BlockOf, type CustomBlockOf, type CustomComponent, getPath, type ResultBlock } from '@/engine';
import { useLanguage } from '@/form/language';
import {
  type BlockProps,
  CategoryCard,
  Range,
  ResultList,
  ResultNote,
  ResultProgress,
  Stats,
} from './blocks';
import { ResultSheet, type ResultSheetProps } from './sheet';

/** Built-in block kinds drawn by one component each (`group` and `custom` are dispatched on their own). */
type PlainKind = Exclude<ResultBlock['block'], 'custom' | 'group'>;

/** Tables load with the first result that has one (they are not part of a calculator page's first load). */
const ResultTable = lazy(() => import('./table'));
/** Groups (sections opened on demand, muted results) load with the first result that has one. */
const ResultGroup = lazy(() => import('./group'));

/** Built-in block kinds, one component each, typed by the block it draws. */
export const blockRegistry: { [K in PlainKind]: ComponentType<BlockProps<BlockOf<K>>> } = {
  'category-card': CategoryCard,
  stats: Stats,
  range: Range,
  table: ResultTable,
  list: ResultList,
  progress: ResultProgress,
  note: ResultNote,
};

/**
 * Custom blocks a definition names with `{ block: 'custom', component: '<name>', props }`, each typed by its
 * props schema (src/engine/schema/blocks.ts). Each is its own lazy chunk, loaded only when a result that uses it
 * is shown. Add its props schema to `customBlockProps`, one file in ./custom and one line here.
 */
export const customBlocks: { [K in CustomComponent]: ComponentType<BlockProps<CustomBlockOf<K>>> } = {
  chart: lazy(() => import('./custom/chart')),
  'report-actions': lazy(() => import('./custom/report-actions')),
  'budget-breakdown': lazy(() => import('./custom/budget-breakdown')),
  'distribution-bar': lazy(() => import('./custom/distribution-bar')),
  timeline: lazy(() => import('./custom/timeline')),
  calendar: lazy(() => import('./custom/calendar')),
  'ics-download': lazy(() => import('./custom/ics-download')),
  links: lazy(() => import('./custom/links')),
};

/**
 * Custom blocks that are things to do on a screen, not part of the answer: a download, links to other calculators,
 * the report's buttons. A printed result leaves them out (the print CSS hides `data-print="hide"`).
 */
const SCREEN_ONLY: ReadonlySet<CustomComponent> = new Set(['ics-download', 'links', 'report-actions']);

function plainBlock<K extends PlainKind>(kind: K, block: BlockOf<K>, result: Record<string, unknown>) {
  const Component: ComponentType<BlockProps<BlockOf<K>>> = blockRegistry[kind];
  return <Component block={block} result={result} />;
}

function customBlock<K extends CustomComponent>(
  component: K,
  block: CustomBlockOf<K>,
  result: Record<string, unknown>,
) {
  const Component: ComponentType<BlockProps<CustomBlockOf<K>>> = customBlocks[component];
  return <Component block={block} result={result} />;
}

/** Renders a definition's result blocks in order. */
export function ResultView({
  blocks,
  result,
}: {
  blocks: readonly ResultBlock[];
  result: Record<string, unknown>;
}) {
  const { messages: words } = useLanguage();
  const renderBlocks = (children: readonly ResultBlock[]): ReactNode => (
    <ResultView blocks={children} result={result} />
  );
  // Each block waits for its own code: the headline shows at once while a table or chart chunk loads.
  return (
    <Stack gap="6">
      {blocks.map((block, index) => {
        if (block.when && !getPath(result, block.when)) return null;
        const drawn =
          block.block === 'group' ? (
            <ResultGroup block={block} result={result} renderBlocks={renderBlocks} />
          ) : block.block === 'custom' ? (
            customBlock(block.component, block, result)
          ) : (
            plainBlock(block.block, block, result)
          );
        const screenOnly = block.block === 'custom' && SCREEN_ONLY.has(block.component);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed list from the definition.
          <Suspense key={index} fallback={<Spinner role="status" aria-label={words.loadingResults()} />}>
            {screenOnly ? <Box data-print="hide">{drawn}</Box> : drawn}
          </Suspense>
        );
      })}
    </Stack>
  );
}

/** A whole result as the calculator runner shows and prints it (./sheet.tsx), its blocks drawn by ResultView. */
export function PrintableResult(props: Omit<ResultSheetProps, 'children'>) {
  return (
    <ResultSheet {...props}>
      <ResultView blocks={props.definition.result} result={props.result} />
    </ResultSheet>
  );
}
