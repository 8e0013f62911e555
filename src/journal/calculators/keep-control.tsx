import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Smartphone } from 'lucide-react';
import { type ComponentProps, type ComponentType, useEffect, useRef, useState } from 'react';
import { type AnyBrowserDefinition, languageOf, type ResultMessages } from '@/engine';

/** The journal page in each language (helper C's route; docs/product-decisions.md). */
const JOURNAL_PAGE = { 'en-US': '/my-journal', 'es-US': '/es/mi-diario' } as const;

type Step =
  | { step: 'ready' }
  | { step: 'busy' }
  | { step: 'locked' }
  | { step: 'kept'; added: number }
  | { step: 'failed' };

type UnlockProps = ComponentProps<typeof import('./unlock').Unlock>;

/** Whether the page is an embed (another site's frame): an embed keeps nothing (docs/embedding.md). */
const isEmbed = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-embed');

/**
 * "Keep on this device" under a result whose definition has a `journal` part (never on an embed). Only this button
 * and its words come with the result; the journal's code (IndexedDB, the lock) loads when she presses it
 * (./keep-press.ts). Then it says what was kept, with a link to her journal, or asks a locked journal's passphrase.
 */
export function KeepOnDevice({
  definition,
  values,
  words,
}: {
  definition: AnyBrowserDefinition;
  values: Record<string, unknown>;
  words: ResultMessages;
}) {
  const [state, setState] = useState<Step>({ step: 'ready' });
  const [Unlock, setUnlock] = useState<ComponentType<UnlockProps>>();
  const said = useRef<HTMLParagraphElement>(null);
  const part = definition.journal;
  useEffect(() => {
    if (state.step === 'kept' || state.step === 'failed') said.current?.focus();
  }, [state.step]);
  if (!part || isEmbed()) return null;
  const kind = part.periods === undefined ? 'baby' : 'periods';
  const periods = part.periods === undefined ? [] : [values[part.periods]].flat().filter(Boolean);
  const { locale } = languageOf(definition);

  const keep = async () => {
    setState({ step: 'busy' });
    try {
      const press = await import('./keep-press');
      const outcome = await press.keep(definition, values);
      if (outcome.state === 'locked') setUnlock(() => press.Unlock);
      setState(outcome.state === 'kept' ? { step: 'kept', added: outcome.added } : { step: outcome.state });
    } catch {
      setState({ step: 'failed' });
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-print="hide" data-testid="keep-on-device">
      {(state.step === 'ready' || state.step === 'busy') && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <Button
            size="sm"
            colorPalette="pink"
            variant="outline"
            flexShrink={0}
            loading={state.step === 'busy'}
            onClick={() => void keep()}
          >
            <Smartphone aria-hidden /> {words.keepOnDevice()}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {words.keepWhat({ kind, count: Math.max(1, periods.length) })}
          </Text>
        </Stack>
      )}
      {state.step === 'locked' && Unlock && (
        <Unlock purpose="keep" words={words} onOpen={() => void keep()} />
      )}
      {(state.step === 'kept' || state.step === 'failed') && (
        <Text ref={said} tabIndex={-1} outline="none" role="status">
          {state.step === 'kept' ? (
            <>
              {words.keepKept({ kind, added: state.added })}{' '}
              <Link href={JOURNAL_PAGE[locale]} color="pink.fg" textDecoration="underline">
                {words.keepSeeJournal()}
              </Link>
            </>
          ) : (
            words.keepFailed()
          )}
        </Text>
      )}
    </Box>
  );
}
