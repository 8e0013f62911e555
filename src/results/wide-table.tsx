import { Box, Text } from '@chakra-ui/react';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { useResultMessages } from '@/form/language';

/** Whether the element's content is wider than the element, and whether more of it lies left or right of view. */
interface Sideways {
  scrolls: boolean;
  moreStart: boolean;
  moreEnd: boolean;
}

const STILL: Sideways = { scrolls: false, moreStart: false, moreEnd: false };

/** Where the element stands in its sideways scroll, kept up to date as it scrolls or changes size. */
function useSideways(element: HTMLElement | null): Sideways {
  const [state, setState] = useState<Sideways>(STILL);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = {
        scrolls: hidden > 1,
        moreStart: hidden > 1 && element.scrollLeft > 1,
        moreEnd: hidden > 1 && element.scrollLeft < hidden - 1,
      };
      setState((now) =>
        now.scrolls === next.scrolls && now.moreStart === next.moreStart && now.moreEnd === next.moreEnd
          ? now
          : next,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [element]);
  return state;
}

/** A shade at each edge of the frame, shown while columns lie beyond that edge (data-more-start / data-more-end). */
const EDGE_SHADES = {
  position: 'relative',
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '6',
    pointerEvents: 'none',
    opacity: 0,
    zIndex: 1,
  },
  '&::before': {
    insetInlineStart: 0,
    background:
      'linear-gradient(to right, color-mix(in srgb, var(--chakra-colors-fg) 22%, transparent), transparent)',
  },
  '&::after': {
    insetInlineEnd: 0,
    background:
      'linear-gradient(to left, color-mix(in srgb, var(--chakra-colors-fg) 22%, transparent), transparent)',
  },
  '&[data-more-start]::before, &[data-more-end]::after': { opacity: 1 },
} as const;

/**
 * A frame for a table that may be wider than the page: when it is, it says so above the table, where she starts
 * reading (a hint the frame is described by), shades the edge with more columns beyond it, and can be scrolled with
 * the keyboard (focusable, named region). A `caption` is shown under the frame, never inside the scrolling part,
 * so it is read whole; name the table by its `id` (`aria-labelledby`), as a `<caption>` would.
 */
export function WideTable({
  labelledBy,
  caption,
  children,
}: {
  labelledBy?: string;
  caption?: { id: string; text: string };
  children: ReactNode;
}) {
  const hintId = useId();
  const words = useResultMessages();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { scrolls, moreStart, moreEnd } = useSideways(element);
  return (
    <Box>
      {scrolls && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="1">
          {words.scrollSideways()}
        </Text>
      )}
      <Box
        css={EDGE_SHADES}
        data-more-start={moreStart ? '' : undefined}
        data-more-end={moreEnd ? '' : undefined}
      >
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
      </Box>
      {caption && (
        <Text id={caption.id} fontSize="sm" color="fg.muted" mt="2">
          {caption.text}
        </Text>
      )}
    </Box>
  );
}
