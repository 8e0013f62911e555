import { Box, type BoxProps, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import type { Journal } from '../types';

/** What the page shows: before the first read (the prerender), nothing kept, locked, open, or storage refused. */
export type View =
  | { kind: 'unread' }
  | { kind: 'none' }
  | { kind: 'locked' }
  | { kind: 'open'; journal: Journal; locked: boolean }
  | { kind: 'failed' };

/** What the page just did or could not do, said in its live region. */
export interface Status {
  text: string;
  tone: 'done' | 'problem';
}

/** What every part of the page uses to change the journal and say what happened. */
export interface JournalActions {
  /** Reads, changes and writes the journal (the store's one-go update), then shows the result and says `done`. */
  change: (edit: (journal: Journal) => Journal, done: string) => Promise<boolean>;
  /** Reads the journal again (after a lock, an import, a deletion) and says `text`. */
  reload: (status?: Status) => Promise<void>;
  say: (status: Status | null) => void;
}

/** A part of the page with its own heading (h2), which names it for a screen reader's list of regions. */
export function Section({
  title,
  id,
  headingRef,
  children,
}: {
  title: string;
  id: string;
  /** Where the focus goes after an action removed the control that had it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="4" aria-labelledby={`${id}-title`}>
      <Heading as="h2" size="xl" id={`${id}-title`} ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A note's colours by what it says: done, a problem, a warning. */
const TONES = { done: 'green', problem: 'red', warning: 'orange' } as const;

/**
 * A note in the journal (what was done, what went wrong, the lock's warning): a box of the tone's colours, the
 * words in the page's own text colour. Not Chakra's Alert: the calculator form draws that one, and a second island
 * drawing it too moved it out of the form's chunk into one of its own, a request more on every calculator page.
 */
export function Note({
  tone,
  title,
  children,
  ref,
  ...box
}: {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
} & Omit<BoxProps, 'title'>) {
  return (
    <Box
      ref={ref}
      colorPalette={TONES[tone]}
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderStartWidth="4px"
      borderStartColor="colorPalette.solid"
      rounded="md"
      px="4"
      py="3"
      {...box}
    >
      {title && <Text fontWeight="semibold">{title}</Text>}
      {children}
    </Box>
  );
}
