import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type FormDefinition, type JournalPart, languageOf, type ResultMessages } from '@/engine';
import { loadResultMessages } from '@/form/language';
import { todayIso } from '@/site/browser/today';
import { journalExists } from '../exists';
import { readJournal } from '../store';
import type { Baby, Journal } from '../types';
import { babiesNewestFirst, babyValues, type Filled, fillFromJournal, untouched } from './fill';
import { chooseBaby, showJournal } from './shown';
import { Unlock } from './unlock';

type Values = Record<string, unknown>;

/** The fields each kind of fill sets: a line of the notice is said only when its fields were filled. */
function fieldsOf(part: JournalPart, filled: Filled): (string | undefined)[] {
  if (filled.kind === 'last-period' || filled.kind === 'starts') return [part.periods];
  if (filled.kind === 'average-cycle') return [part.cycleLength];
  if (filled.kind === 'cycle-range') return [part.shortestCycle, part.longestCycle];
  return [part.baby?.birthDate];
}

interface AtFormProps {
  part: JournalPart;
  fields: FormDefinition['fields'];
  words: ResultMessages;
  /** What the store said on arrival: open (with the journal) or locked. */
  first: { state: 'open'; journal: Journal } | { state: 'locked' };
  initial: Values;
  set: Dispatch<SetStateAction<Values>>;
  /** A share link or a held Calculate gave the form its values: the journal fills nothing then. */
  given: boolean;
}

/** A baby as the notice and the chooser name it: her nickname, else its birth date. */
const babyName = (baby: Baby, words: ResultMessages) =>
  baby.nickname ?? words.prefillBabyBorn({ date: baby.birthDate });

/**
 * At the form, on arrival with a journal on this device: the form filled in from it (only fields still as the form
 * first held them) and said so, her other babies to choose from, or, locked, the passphrase first.
 */
function AtForm({ part, fields, words, first, initial, set, given }: AtFormProps) {
  const [journal, setJournal] = useState(first.state === 'open' ? first.journal : undefined);
  const [dismissed, setDismissed] = useState(false);
  const [filled, setFilled] = useState<Filled[]>([]);
  const [baby, setBaby] = useState<Baby>();
  // What the form took from the journal: written by the form's state update, read once it is committed.
  const fitted = useRef<Values | undefined>(undefined);
  const [applied, setApplied] = useState(0);

  useEffect(() => {
    if (!journal) return;
    showJournal(journal);
    if (given) return;
    const fill = fillFromJournal(part, fields, journal, todayIso());
    if (fill.filled.length === 0) return;
    const pending = fill.filled;
    set((now) => {
      const fit = untouched(fill.values, initial, now);
      fitted.current = fit;
      return { ...now, ...fit };
    });
    setFilled(pending);
    setApplied((count) => count + 1);
  }, [journal, given, part, fields, initial, set]);

  // Before the paint: a line whose field she had already filled is never shown, not even for a frame.
  useLayoutEffect(() => {
    if (applied === 0 || !fitted.current) return;
    const fit = fitted.current;
    const said = filled.filter((item) =>
      fieldsOf(part, item).every((name) => name !== undefined && name in fit),
    );
    if (said.length !== filled.length) setFilled(said);
    const chosen = said.find((item) => item.kind === 'baby');
    if (chosen?.kind === 'baby') {
      setBaby(chosen.baby);
      chooseBaby(chosen.baby.id);
    }
  }, [applied, filled, part]);

  if (!journal) {
    if (given || dismissed) return null;
    return (
      <Box borderWidth="1px" borderRadius="md" p="4" mb="6" data-print="hide">
        <Unlock purpose="fill" words={words} onOpen={setJournal} onDismiss={() => setDismissed(true)} />
      </Box>
    );
  }
  if (filled.length === 0) return null;
  const others = part.baby ? babiesNewestFirst(journal).filter((other) => other.id !== baby?.id) : [];
  const line = (item: Filled): string => {
    if (item.kind === 'last-period') return words.prefillLastPeriod({ date: item.date });
    if (item.kind === 'starts') return words.prefillStarts({ count: item.count });
    if (item.kind === 'average-cycle')
      return words.prefillAverageCycle({ days: item.days, count: item.cycles });
    if (item.kind === 'cycle-range')
      return words.prefillCycleRange({ shortest: item.shortest, longest: item.longest, count: item.cycles });
    return words.prefillBaby({ name: babyName(baby ?? item.baby, words) });
  };
  const choose = (other: Baby) => {
    if (!part.baby) return;
    // Her choice: the baby's values replace what the form holds (no weeks at birth for a baby born at term).
    const values = { ...babyValues(part.baby, other) };
    if (part.baby.weeksAtBirth !== undefined && !(part.baby.weeksAtBirth in values))
      values[part.baby.weeksAtBirth] = undefined;
    set((now) => ({ ...now, ...values }));
    setBaby(other);
    chooseBaby(other.id);
  };
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderColor="border"
      bg="bg.muted"
      borderRadius="md"
      p="4"
      mb="6"
      data-print="hide"
      data-testid="journal-filled"
    >
      <Text fontWeight="medium">{words.prefillFilled()}</Text>
      <Box as="ul" ps="5" my="1" listStyleType="disc">
        {filled.map((item) => (
          <Box as="li" key={item.kind}>
            {line(item)}
          </Box>
        ))}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {words.prefillYours()}
      </Text>
      {others.length > 0 && (
        <Stack gap="2" mt="3">
          <Text fontSize="sm">{words.prefillOtherBabies()}</Text>
          <HStack gap="2" wrap="wrap">
            {others.map((other) => (
              <Button key={other.id} size="sm" variant="outline" onClick={() => choose(other)}>
                {babyName(other, words)}
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The form's part of her journal (src/generated/calculators/<id>.ts calls this once a database of the journal's name
 * is there; the runner imports this module, so it shares the runner's modules): reads it, and returns what the runner draws at the form, or nothing when nothing was kept. A browser
 * without the list of databases asks the store's own check, which creates nothing either.
 */
export async function atForm(
  definition: FormDefinition,
  initial: Values,
  set: Dispatch<SetStateAction<Values>>,
  given: boolean,
): Promise<ReactNode> {
  const part = definition.journal;
  if (!part || !(await journalExists())) return null;
  const [read, words] = await Promise.all([readJournal(), loadResultMessages(languageOf(definition))]);
  if (read.state !== 'open' && read.state !== 'locked') return null;
  return (
    <AtForm
      part={part}
      fields={definition.fields}
      words={words}
      first={read}
      initial={initial}
      set={set}
      given={given}
    />
  );
}
