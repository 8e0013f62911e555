import { Button, chakra, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { todayIso } from '@/site/browser/today';
import { exportCsv, exportJson, parseImport } from '../formats';
import { type ImportProblem, type ImportSkip, type ImportSource, MAX_IMPORT_BYTES } from '../formats/types';
import { mergeJournals } from '../merge';
import type { Journal } from '../types';
import { exportFileName } from './entries';
import type { JournalMessages } from './journal-messages';
import { useJournalMessages } from './journal-messages';
import { type JournalActions, Note, Section } from './section';

/**
 * Hands her a file made in the page (a Blob and an object URL, revoked once the download has started): the journal
 * goes from memory to her downloads and never through a request.
 */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export as JSON (the versioned schema of docs/journal-format.md) or CSV, made in the page. */
export function ExportSection({ journal, actions }: { journal: Journal; actions: JournalActions }) {
  const { m } = useJournalMessages();
  const save = (extension: 'json' | 'csv') => {
    const name = exportFileName(todayIso(), extension);
    if (extension === 'json')
      download(name, exportJson(journal, new Date().toISOString()), 'application/json');
    else download(name, exportCsv(journal), 'text/csv');
    actions.say({ text: m.exportDone({ name }), tone: 'done' });
  };
  return (
    <Section title={m.exportTitle()} id="journal-export">
      <Text>{m.exportText()}</Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => save('json')} data-action="export-json">
          {m.exportJson()}
        </Button>
        <Button variant="outline" onClick={() => save('csv')} data-action="export-csv">
          {m.exportCsv()}
        </Button>
      </HStack>
    </Section>
  );
}

/** A file's source as its message names it. */
const SOURCE: Record<ImportSource, string> = {
  'bloomcalc-json': 'bloomcalcJson',
  'bloomcalc-csv': 'bloomcalcCsv',
  clue: 'clue',
  flo: 'flo',
  drip: 'drip',
  csv: 'other',
};

/** Why a part of the file was left out, as its message's select names it. */
const SKIP: Record<ImportSkip, string> = {
  'not-an-entry': 'notAnEntry',
  'bad-date': 'badDate',
  'ambiguous-date': 'ambiguousDate',
  'future-date': 'futureDate',
  'end-before-start': 'endBeforeStart',
  'period-too-long': 'periodTooLong',
  duplicate: 'duplicate',
  'bad-amount': 'badAmount',
  'no-amount': 'noAmount',
  'before-birth': 'beforeBirth',
  'bad-baby': 'badBaby',
  'too-many': 'tooMany',
  'bad-value': 'badValue',
  'not-kept': 'other',
};

/** What is wrong with a whole file, in words: what happened and what to do. */
function problemText(problem: ImportProblem | 'unreadable', { m }: Pick<JournalMessages, 'm'>): string {
  switch (problem) {
    case 'not-json':
      return m.importNotJson();
    case 'unknown-format':
      return m.importUnknownFormat();
    case 'too-large':
      return m.importTooLarge();
    case 'too-complex':
      return m.importTooComplex();
    case 'newer-version':
      return m.importNewerVersion();
    case 'ambiguous-dates':
      return m.importAmbiguousDates();
    case 'future-dates':
      return m.importFutureDates();
    case 'nothing-usable':
      return m.importNothingUsable();
    case 'unreadable':
      return m.importUnreadable();
  }
}

/** Where in the file a part was left out: a CSV's line in her language, a JSON entry by its path. */
function whereText(where: string, { m }: Pick<JournalMessages, 'm'>): string {
  const line = /^line (\d+)$/.exec(where);
  return line ? m.importWhereLine({ line: Number(line[1]) }) : where;
}

/** An import waiting for her word: the file, what it adds, what it left out. */
interface Preview {
  name: string;
  source: ImportSource;
  imported: Journal;
  added: { periods: number; measurements: number; babies: number };
  duplicates: number;
  skipped: { where: string; reason: ImportSkip }[];
}

/**
 * Import: the file is read and checked in the page; she sees what it adds and what is merged as already kept
 * before anything changes, and a clear message (nothing changed) for a file that cannot be used.
 */
export function ImportSection({ journal, actions }: { journal: Journal; actions: JournalActions }) {
  const words = useJournalMessages();
  const { m } = words;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<{ name: string; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const refuse = (name: string, text: string) => {
    setPreview(null);
    setProblem({ name, text });
  };

  // What the file holds, or why it cannot be used, takes the focus once it is on screen (a screen reader reads it).
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);

  const read = async (file: File) => {
    actions.say(null);
    setProblem(null);
    if (file.size > MAX_IMPORT_BYTES) return refuse(file.name, problemText('too-large', words));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return refuse(file.name, problemText('unreadable', words));
    }
    const outcome = parseImport(file.name, text, todayIso());
    if (!outcome.ok) return refuse(file.name, problemText(outcome.problem, words));
    const merged = mergeJournals(journal, outcome.journal);
    setPreview({
      name: file.name,
      source: outcome.source,
      imported: outcome.journal,
      added: merged.added,
      duplicates: merged.duplicates,
      skipped: outcome.skipped,
    });
  };

  // A file chosen before the page's code arrived (the picker is the browser's own) is read once it is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) void read(file);
  }, []);

  const clear = () => {
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const confirm = async () => {
    if (!preview) return;
    const { added } = preview;
    const imported = preview.imported;
    const done = await actions.change((kept) => mergeJournals(kept, imported).journal, m.importDone(added));
    if (done) {
      clear();
      input.current?.focus();
    }
  };

  const cancel = () => {
    clear();
    actions.say({ text: m.importCancelled(), tone: 'done' });
    input.current?.focus();
  };

  const nothingNew =
    preview && preview.added.periods + preview.added.babies + preview.added.measurements === 0;

  return (
    <Section title={m.importTitle()} id="journal-import">
      <Text>{m.importText()}</Text>
      <Stack gap="1.5">
        <chakra.label htmlFor="journal-import-file" fontWeight="medium" textStyle="sm">
          {m.importFile()}
        </chakra.label>
        <chakra.input
          ref={input}
          id="journal-import-file"
          type="file"
          accept=".json,.csv,.txt,application/json,text/csv"
          data-testid="journal-import-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void read(file);
          }}
          borderWidth="1px"
          rounded="md"
          p="2"
          maxW="full"
        />
      </Stack>
      {problem && (
        <Note
          tone="problem"
          ref={problemRef}
          tabIndex={-1}
          outline="none"
          role="alert"
          data-testid="journal-import-problem"
          title={m.importProblemTitle({ name: problem.name })}
        >
          <Text>
            {problem.text} {m.importNothingChanged()}
          </Text>
        </Note>
      )}
      {preview && (
        <Stack
          gap="3"
          borderWidth="1px"
          borderColor="border.info"
          rounded="md"
          p="4"
          ref={previewRef}
          tabIndex={-1}
          outline="none"
          aria-labelledby="journal-import-preview-title"
          role="group"
          data-testid="journal-import-preview"
        >
          <Text fontWeight="semibold" id="journal-import-preview-title">
            {m.importPreviewTitle({ name: preview.name })}
          </Text>
          <Text>{m.importSource({ source: SOURCE[preview.source] })}</Text>
          <Text>{nothingNew ? m.importNothingNew() : m.importAdds(preview.added)}</Text>
          {preview.duplicates > 0 && <Text>{m.importDuplicates({ count: preview.duplicates })}</Text>}
          {preview.skipped.length > 0 && (
            <Stack gap="1">
              <Text>{m.importSkippedTitle({ count: preview.skipped.length })}</Text>
              <List.Root ps="6" maxH="12rem" overflowY="auto" tabIndex={0}>
                {preview.skipped.slice(0, 50).map((skip) => (
                  <List.Item key={`${skip.where}-${skip.reason}`}>
                    {m.importSkippedLine({
                      where: whereText(skip.where, words),
                      reason: m.importSkip({ reason: SKIP[skip.reason] }),
                    })}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          <HStack gap="2">
            {!nothingNew && (
              <Button colorPalette="pink" onClick={() => void confirm()} data-action="import-confirm">
                {m.importConfirm()}
              </Button>
            )}
            <Button variant="outline" onClick={cancel} data-action="import-cancel">
              {m.importCancel()}
            </Button>
          </HStack>
        </Stack>
      )}
    </Section>
  );
}
