import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { todayIso } from '@/site/browser/today';
import { isLocked, readJournal, updateJournal } from '../store';
import type { Journal } from '../types';
import { Babies } from './babies';
import type { Units } from './entries';
import { useJournalMessages } from './journal-messages';
import { DeleteEverything, LockedForm, LockSection } from './lock-delete';
import { Periods } from './periods';
import { type JournalActions, Note, type Status, type View } from './section';
import { ExportSection, ImportSection } from './transfer';

/** Her cycles read from her own history: its code (and FIGO's and the calendar rule's) only once she has periods. */
const CycleInsights = lazy(() =>
  import('../components/cycle-insights').then((module) => ({ default: module.CycleInsights })),
);

/**
 * The journal page's island: what is kept on this device, by kind, with add, edit and remove; export, import, the
 * lock and Delete everything. Rendered by the prerender before anything is read (`unread`): the page's HTML holds no
 * journal, and the first read happens in her browser after hydration. While the page script finds a journal on the
 * device and loads this code, the page's CSS shows "Opening your journal" instead of the empty journal's forms; how
 * to start (the page's own text) shows while nothing is kept (`data-journal-view`).
 */
export function JournalApp() {
  const { m, lang } = useJournalMessages();
  const [view, setView] = useState<View>({ kind: 'unread' });
  const [status, setStatus] = useState<Status | null>(null);
  const [units, setUnits] = useState<Units>('us');
  const statusRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(async (next?: Status) => {
    try {
      const read = await readJournal();
      if (read.state === 'open') setView({ kind: 'open', journal: read.journal, locked: await isLocked() });
      else if (read.state === 'none') setView({ kind: 'none' });
      else setView({ kind: 'locked' });
    } catch {
      setView({ kind: 'failed' });
    }
    if (next) setStatus(next);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const change = useCallback(
    async (edit: (journal: Journal) => Journal, done: string) => {
      try {
        const journal = await updateJournal(edit);
        setView((before) => ({
          kind: 'open',
          journal,
          locked: before.kind === 'open' ? before.locked : false,
        }));
        setStatus({ text: done, tone: 'done' });
        return true;
      } catch {
        setStatus({ text: m.pageStorageFailed(), tone: 'problem' });
        return false;
      }
    },
    [m],
  );

  const actions: JournalActions = { change, reload, say: setStatus };
  const journal = view.kind === 'open' ? view.journal : { periods: [], babies: [] };

  return (
    // Each form sent clears what the last one said: a refused entry never sits under the previous "is kept".
    <Stack gap="8" data-journal-view={view.kind} onSubmitCapture={() => setStatus(null)}>
      <Box
        ref={statusRef}
        id="journal-status"
        tabIndex={-1}
        outline="none"
        role="status"
        aria-live="polite"
        data-testid="journal-status"
        css={{ '&:empty': { display: 'none' } }}
      >
        {status && <Note tone={status.tone} title={status.text} />}
      </Box>
      {/* One tree before and after the first read: what she typed while it read the device, and her focus, stay. */}
      {(view.kind === 'unread' || view.kind === 'none') && (
        <Box data-journal-unread={view.kind === 'unread' ? '' : undefined}>
          {view.kind === 'unread' && (
            <Text data-journal-opening="" fontSize="lg">
              <Spinner size="sm" me="2" aria-hidden />
              {m.pageOpening()}
            </Text>
          )}
          <Stack gap="8" data-journal-start="">
            <Periods journal={journal} actions={actions} />
            <Babies journal={journal} actions={actions} units={units} onUnits={setUnits} />
            <ImportSection journal={journal} actions={actions} />
          </Stack>
        </Box>
      )}
      {view.kind === 'failed' && <Note tone="problem" title={m.pageStorageFailed()} />}
      {view.kind === 'locked' && (
        <>
          <LockedForm actions={actions} />
          <DeleteEverything actions={actions} />
        </>
      )}
      {view.kind === 'open' && (
        <>
          <Text fontSize="lg" fontWeight="medium" data-testid="journal-summary">
            {m.pageSummary({ periods: journal.periods.length, babies: journal.babies.length })}
          </Text>
          <Periods journal={journal} actions={actions} />
          {journal.periods.length > 0 && (
            <Suspense fallback={null}>
              <CycleInsights periods={journal.periods} today={todayIso()} m={m} lang={lang} />
            </Suspense>
          )}
          <Babies journal={journal} actions={actions} units={units} onUnits={setUnits} />
          <ExportSection journal={journal} actions={actions} />
          <ImportSection journal={journal} actions={actions} />
          <LockSection locked={view.locked} actions={actions} />
          <DeleteEverything actions={actions} />
        </>
      )}
    </Stack>
  );
}
