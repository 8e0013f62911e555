import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import type { ResultMessages } from '@/engine';
import { readJournal } from '../store';
import type { Journal } from '../types';

/**
 * The passphrase of a locked journal, asked inline before the journal fills in a form or keeps anything: a labelled
 * box, the plain warning that a forgotten passphrase loses the journal, and a message at the box when it is wrong.
 * The passphrase is held by the store for the page's life (src/journal/store.ts), never stored.
 */
export function Unlock({
  purpose,
  words,
  onOpen,
  onDismiss,
}: {
  purpose: 'fill' | 'keep';
  words: ResultMessages;
  onOpen: (journal: Journal) => void;
  onDismiss?: () => void;
}) {
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const read = await readJournal(passphrase);
    setBusy(false);
    if (read.state === 'open') onOpen(read.journal);
    else setWrong(true);
  };
  return (
    <Box as="form" onSubmit={submit} data-testid={`journal-unlock-${purpose}`}>
      <Stack gap="3">
        <Text>{words.prefillLocked({ purpose })}</Text>
        <Field.Root invalid={wrong} ids={{ control: `${id}-passphrase` }}>
          <Field.Label>{words.prefillPassphrase()}</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={passphrase}
            onChange={(event) => {
              setPassphrase(event.target.value);
              setWrong(false);
            }}
          />
          {wrong && <Field.ErrorText>{words.prefillWrongPassphrase()}</Field.ErrorText>}
          <Field.HelperText>{words.prefillForgotten()}</Field.HelperText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="pink" loading={busy} disabled={passphrase === ''}>
            {words.prefillUnlock()}
          </Button>
          {onDismiss && (
            <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
              {words.prefillNotNow()}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
