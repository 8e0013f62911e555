import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Check, Printer, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type AnyBrowserDefinition,
  formatDateTime,
  languageOf,
  type ResultBlock,
  type ResultMessages,
  toQuery,
} from '@/engine';
import { enteredLines } from '@/engine/entered';
import { ResultMessagesProvider } from '@/form/language';
import { KeepOnDevice } from '@/journal/calculators/keep-control';
import { copyText } from './clipboard';

/** A computed result and what it was computed from, as the calculator runner holds it. */
export interface ResultSheetProps {
  definition: AnyBrowserDefinition;
  result: Record<string, unknown>;
  /** The form's values as she gave them (her units): what the printout lists and the share link holds. */
  values: Record<string, unknown>;
  explain: string[];
  words: ResultMessages;
  /** When she computed it, on her clock. */
  at: Date;
  /** The calculator's page, which the share link opens (not the embed page it may be shown in). */
  href: string;
  /** The result blocks, drawn (src/results/registry.tsx passes them: this module imports no registry). */
  children: ReactNode;
}

/** Whether the blocks carry their own report (maternity's Print PDF, Download and Share): no second Share then. */
function hasOwnReport(blocks: readonly ResultBlock[]): boolean {
  return blocks.some((block) =>
    block.block === 'group'
      ? hasOwnReport(block.blocks)
      : block.block === 'custom' && block.component === 'report-actions',
  );
}

/**
 * Each line with a key of its own: its text and how many times that text came before it. A calculation may say the
 * same line twice, and a key shared by two lines let React draw one twice or drop one on the next result.
 */
function lineKeys(lines: readonly string[]): [key: string, line: string][] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const before = seen.get(line) ?? 0;
    seen.set(line, before + 1);
    return [`${before}:${line}`, line];
  });
}

/** Share (the device's share sheet, else the link copied) and Print, beside the result's heading; not printed. */
function ResultActions({ title, link, words }: { title: string; link: string; words: ResultMessages }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
      } catch (error) {
        // The visitor closing the sheet is no failure; any other is only logged (spec part 2 §8).
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Share failed', error);
      }
      return;
    }
    if (await copyText(link)) setCopied(true);
  };
  return (
    <HStack gap="2" data-print="hide" data-testid="result-actions">
      {/* A polite live region, not role="status": that role is the spinner's while a result loads. */}
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {copied ? words.linkCopied() : ''}
      </Text>
      <Button size="sm" variant="outline" colorPalette="pink" onClick={share}>
        {copied ? <Check aria-hidden /> : <Share2 aria-hidden />} {words.shareButton()}
      </Button>
      <Button size="sm" variant="outline" colorPalette="pink" onClick={() => window.print()}>
        <Printer aria-hidden /> {words.print()}
      </Button>
    </HStack>
  );
}

/**
 * A result as the page shows it (its blocks, the calculation with her numbers, the disclaimer) and as it prints:
 * the global print CSS (src/site/theme/system-config.ts) hides the site's header, the form, the examples, the embed
 * box and the footer once a result is on the page, and shows what only paper needs: when it was computed, what she
 * entered and the link that opens this result again (the page itself prints the sources, which the browser's
 * definition does not carry: they are in page.ts). Loaded with the result blocks.
 */
export function ResultSheet({ definition, values, explain, words, at, href, children }: ResultSheetProps) {
  const { locale, messages: chrome } = languageOf(definition);
  const query = toQuery(definition, values);
  const link = `${window.location.origin}${href}${query ? `?${query}` : ''}`;
  const entered = enteredLines(definition, values);
  const explainId = `${definition.id}-your-numbers`;
  return (
    <Stack gap="6" data-print-result="">
      <Text data-print="only" fontSize="sm" data-testid="print-header">
        <strong>BloomCalc</strong> · {words.calculatedAt({ when: formatDateTime(at, locale) })}
      </Text>
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="xl">
          {chrome.yourResults()}
        </Heading>
        {!hasOwnReport(definition.result) && (
          <ResultActions title={definition.name} link={link} words={words} />
        )}
      </HStack>
      {entered.length > 0 && (
        <Box as="section" data-print="only" data-testid="print-entered">
          <Heading as="h3" size="md" mb="1">
            {words.whatYouEntered()}
          </Heading>
          <List.Root ps="5" gap="0.5" data-print-columns="">
            {entered.map((line) => (
              <List.Item key={line.field}>
                {/* A label that asks ("Are you pregnant…?") takes its answer without a colon. */}
                {line.label}
                {/[?:]$/.test(line.label) ? ' ' : ': '}
                <strong>{line.value}</strong>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <ResultMessagesProvider words={words}>{children}</ResultMessagesProvider>
      {/* A result of a calculator with a journal part: Keep on this device, under the result she reads first (a new result, a new press). */}
      {definition.journal && (
        <KeepOnDevice key={query} definition={definition} values={values} words={words} />
      )}
      {explain.length > 0 && (
        <Box as="section" aria-labelledby={explainId}>
          <Heading as="h3" size="md" id={explainId} mb="2">
            {chrome.calculationWithYourNumbers()}
          </Heading>
          <List.Root gap="1" ps="5" data-testid="explain">
            {lineKeys(explain).map(([key, line]) => (
              <List.Item key={key}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        {chrome.disclaimer()}
      </Text>
      <Text data-print="only" fontSize="sm">
        {words.linkToResult()}: <span data-testid="print-link">{link}</span>
      </Text>
    </Stack>
  );
}
