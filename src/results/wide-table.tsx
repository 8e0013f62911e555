import { Box, Text } from '@chakra-ui/react';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { useResultWords } from '@/form/language';

/** True while the element's content is wider than the element (it scrolls sideways). */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/**
 * A frame for a table that may be wider than the page: when it is, the frame scrolls sideways and says so (a
 * visible hint the frame is described by), and it can be scrolled with the keyboard (focusable, named region).
 */
export function WideTable({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  const hintId = useId();
  const words = useResultWords();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(element);
  return (
    <Box>
      <Box
        ref={setElement}
        overflowX="auto"
        maxW="full"
        {...(scrolls
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-labelledby': labelledBy,
              'aria-label': labelledBy ? undefined : words.table(),
              'aria-describedby': hintId,
              _focusVisible: {
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              },
            }
          : {})}
      >
        {children}
      </Box>
      {scrolls && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mt="1">
          {words.scrollSideways()}
        </Text>
      )}
    </Box>
  );
}
