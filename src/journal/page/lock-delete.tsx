import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { deleteEverything, readJournal, setPassphrase } from '../store';
import { Box1, focusFirstProblem, JournalForm, type Problems, readField } from './fields';
import { useJournalMessages } from './journal-messages';
import { type JournalActions, Note, Section } from './section';

/** The shortest passphrase the page accepts: a lock that guesses open in minutes would only pretend. */
const MIN_PASSPHRASE = 8;

/** The passphrase's plain warning: forgotten, the data is gone. Shown wherever a lock is set. */
function LockWarning() {
  const { m } = useJournalMessages();
  return (
    <Note tone="warning">
      <Text>{m.lockWarning()}</Text>
    </Note>
  );
}

/** Lock with a passphrase (twice, with the warning), or remove the lock. */
export function LockSection({ locked, actions }: { locked: boolean; actions: JournalActions }) {
  const { m } = useJournalMessages();
  const [problems, setProblems] = useState<Problems>({});
  const [working, setWorking] = useState(false);

  const lock = async (form: HTMLFormElement) => {
    const passphrase = readField(form, 'passphrase');
    const again = readField(form, 'again');
    const found: Problems = {};
    if (passphrase.length < MIN_PASSPHRASE) found.passphrase = m.lockTooShort();
    else if (again !== passphrase) found.again = m.lockMismatch();
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstProblem(form, found);
    setWorking(true);
    try {
      await setPassphrase(passphrase);
      form.reset();
      await actions.reload({ text: m.lockDone(), tone: 'done' });
    } catch {
      actions.say({ text: m.pageStorageFailed(), tone: 'problem' });
    } finally {
      setWorking(false);
    }
  };

  const unlock = async () => {
    setWorking(true);
    try {
      await setPassphrase(null);
      await actions.reload({ text: m.lockRemoved(), tone: 'done' });
    } catch {
      actions.say({ text: m.pageStorageFailed(), tone: 'problem' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Section title={m.lockTitle()} id="journal-lock">
      {locked ? (
        <>
          <Text>{m.lockIsOn()}</Text>
          <HStack>
            <Button
              variant="outline"
              onClick={() => void unlock()}
              loading={working}
              loadingText={m.lockWorking()}
            >
              {m.lockRemove()}
            </Button>
          </HStack>
        </>
      ) : (
        <>
          <Text>{m.lockText()}</Text>
          <LockWarning />
          <JournalForm label={m.lockTitle()} onSubmit={lock}>
            <HStack gap="3" align="start" wrap="wrap">
              <Box1
                field="passphrase"
                label={m.lockPassphrase()}
                type="password"
                autoComplete="new-password"
                problem={problems.passphrase}
                required
              />
              <Box1
                field="again"
                label={m.lockRepeat()}
                type="password"
                autoComplete="new-password"
                problem={problems.again}
                required
              />
            </HStack>
            <Button
              type="submit"
              mt="3"
              colorPalette="pink"
              variant="outline"
              loading={working}
              loadingText={m.lockWorking()}
            >
              {m.lockSet()}
            </Button>
          </JournalForm>
        </>
      )}
    </Section>
  );
}

/** A locked journal: her passphrase opens it for the page's life; a wrong one is said plainly. */
export function LockedForm({ actions }: { actions: JournalActions }) {
  const { m } = useJournalMessages();
  const [problem, setProblem] = useState<string | undefined>();
  const [working, setWorking] = useState(false);

  const open = async (form: HTMLFormElement) => {
    const passphrase = readField(form, 'passphrase');
    if (passphrase === '') {
      setProblem(m.lockWrong());
      return focusFirstProblem(form, { passphrase: 'x' });
    }
    setWorking(true);
    const read = await readJournal(passphrase).catch(() => ({ state: 'wrong-passphrase' as const }));
    setWorking(false);
    if (read.state === 'wrong-passphrase' || read.state === 'locked') {
      setProblem(m.lockWrong());
      return focusFirstProblem(form, { passphrase: 'x' });
    }
    await actions.reload();
  };

  return (
    <Section title={m.lockedTitle()} id="journal-locked">
      <Text>{m.lockedText()}</Text>
      <JournalForm label={m.lockedTitle()} onSubmit={open}>
        <Stack gap="3" maxW="24rem">
          <Box1
            field="passphrase"
            label={m.lockPassphrase()}
            type="password"
            autoComplete="current-password"
            problem={problem}
            required
          />
          <HStack>
            <Button type="submit" colorPalette="pink" loading={working} loadingText={m.lockWorking()}>
              {m.lockOpen()}
            </Button>
          </HStack>
        </Stack>
      </JournalForm>
      <Text color="fg.muted">{m.lockForgot()}</Text>
    </Section>
  );
}

/** Delete everything: one press, then a confirmation; afterwards nothing of the journal is left on the device. */
export function DeleteEverything({ actions }: { actions: JournalActions }) {
  const { m } = useJournalMessages();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);

  const erase = async () => {
    setWorking(true);
    try {
      await deleteEverything();
      setConfirming(false);
      await actions.reload({ text: m.deleteDone(), tone: 'done' });
      document.getElementById('journal-status')?.focus();
    } catch {
      actions.say({ text: m.pageStorageFailed(), tone: 'problem' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Section title={m.deleteTitle()} id="journal-delete">
      <Text>{m.deleteText()}</Text>
      {confirming ? (
        <Stack gap="3" borderWidth="1px" borderColor="border.error" rounded="md" p="4">
          <Text ref={question} tabIndex={-1} outline="none" fontWeight="semibold">
            {m.deleteConfirmText()}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button
              colorPalette="red"
              onClick={() => void erase()}
              loading={working}
              data-action="delete-confirm"
            >
              {m.deleteConfirm()}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => start.current?.focus());
              }}
            >
              {m.deleteCancel()}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack>
          <Button
            ref={start}
            colorPalette="red"
            variant="outline"
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => question.current?.focus());
            }}
            data-action="delete-start"
          >
            {m.deleteButton()}
          </Button>
        </HStack>
      )}
    </Section>
  );
}
