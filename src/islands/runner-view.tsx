import { Box, Text } from '@chakra-ui/react';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { languageOf } from '@/engine';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { PrintableResult } from './calculation';
import type { RunnerState } from './runner-state';

/**
 * Where focus goes: after a refused Calculate, to the first field with a problem, in the order she reads the form;
 * after a result drawn for a press, to the result's heading at the top of the screen (below the sticky header), once
 * React has drawn it, before that frame is painted. Asked for from a frame callback, a slow phone's frame often came
 * before React's commit, and focus and scroll landed on an empty box.
 */
export function useRunnerFocus(
  { attempt, focused }: RunnerState,
  formBox: RefObject<HTMLElement | null>,
  resultBox: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (attempt === 0) return;
    formBox.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formBox]);
  useLayoutEffect(() => {
    const box = resultBox.current;
    if (focused === 0 || !box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView?.({ block: 'start' });
  }, [focused, resultBox]);
}

/** The result (its blocks, drawn once they are there), or a live form's answers still to give. */
export function RunnerResult({
  ref,
  state: { computed, hint },
  live,
  module,
}: {
  ref: RefObject<HTMLDivElement | null>;
  state: RunnerState;
  live: boolean;
  module: CalculatorModule;
}) {
  const { definition: def } = module;
  return (
    <Box
      ref={ref}
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
          {languageOf(def).messages.toSeeResults({ hints: hint.join(' ') })}
        </Text>
      )}
    </Box>
  );
}
