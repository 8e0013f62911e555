import { Button, Card, Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatDate } from '@/engine/intl';
import type { Baby, Journal, Measurement } from '../types';
import {
  type AmountKey,
  amountLimits,
  amountText,
  formatAmount,
  limitText,
  newBabyId,
  parseAmount,
  parseWeeks,
  type Units,
} from './entries';
import {
  Box1,
  DateBox,
  focusFirstProblem,
  JournalForm,
  type Problems,
  RowActions,
  readDate,
  readField,
  SaveCancel,
  useDateProblemMessage,
} from './fields';
import { useJournalMessages } from './journal-messages';
import { type JournalActions, Section } from './section';

/** A baby's own line on the WHO charts (and CDC BMI from two years): the charts' data loads only with a measurement. */
const BabyGrowthChart = lazy(() =>
  import('../components/baby-growth-chart').then((module) => ({ default: module.BabyGrowthChart })),
);

const AMOUNTS: readonly AmountKey[] = ['weightKg', 'lengthCm', 'headCm'];

/** The name the page gives a baby: her nickname, else "Baby". */
function useBabyName() {
  const { m } = useJournalMessages();
  return (baby: Pick<Baby, 'nickname'>) => baby.nickname?.trim() || m.pageBabyNoName();
}

/** Each baby with her measurements (add, edit, remove), the units they are shown in, and a form to add a baby. */
export function Babies({
  journal,
  actions,
  units,
  onUnits,
}: {
  journal: Journal;
  actions: JournalActions;
  units: Units;
  onUnits: (units: Units) => void;
}) {
  const { m } = useJournalMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = useBabyName();
  const [problems, setProblems] = useState<Problems>({});
  const readBaby = useBabyForm();

  const add = async (form: HTMLFormElement) => {
    const { details, problems: found } = readBaby(form);
    setProblems(found);
    if (!details) return focusFirstProblem(form, found);
    const baby: Baby = { id: newBabyId(), ...details, measurements: [] };
    const kept = await actions.change(
      (j) => ({ ...j, babies: [...j.babies, baby] }),
      m.pageBabyAdded({ name: nameOf(baby) }),
    );
    if (kept) form.reset();
  };

  return (
    <Section title={m.pageBabiesTitle()} id="journal-babies" headingRef={heading}>
      <Field.Root maxW="16rem">
        <Field.Label>{m.pageUnits()}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={units}
            onChange={(event) => onUnits(event.currentTarget.value === 'metric' ? 'metric' : 'us')}
            data-testid="journal-units"
          >
            <option value="us">{m.pageUnitsUs()}</option>
            <option value="metric">{m.pageUnitsMetric()}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {journal.babies.length === 0 && <Text color="fg.muted">{m.pageBabiesNone()}</Text>}
      {journal.babies.map((baby) => (
        <BabyCard
          key={baby.id}
          baby={baby}
          actions={actions}
          units={units}
          afterRemove={() => heading.current?.focus()}
        />
      ))}
      <Stack gap="3" borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="md">
          {m.pageAddBaby()}
        </Heading>
        <JournalForm label={m.pageAddBaby()} onSubmit={add}>
          <BabyBoxes problems={problems} />
          <Button type="submit" colorPalette="pink" mt="3" data-action="add-baby">
            {m.pageAddBaby()}
          </Button>
        </JournalForm>
      </Stack>
    </Section>
  );
}

type Details = Omit<Baby, 'id' | 'measurements'>;

/** A baby's details read from a form, or the problems of its boxes. */
function useBabyForm() {
  const { m } = useJournalMessages();
  const dateProblemMessage = useDateProblemMessage();
  return (form: HTMLFormElement): { details?: Details; problems: Problems } => {
    const birth = readDate(form, 'birthDate', dateProblemMessage);
    const weeks = parseWeeks(readField(form, 'weeksAtBirth') || '40');
    const nickname = readField(form, 'nickname').slice(0, 40);
    const sex = readField(form, 'sex') === 'male' ? 'male' : 'female';
    const problems: Problems = {};
    if (birth.problem) problems.birthDate = birth.problem;
    if (weeks === undefined) problems.weeksAtBirth = m.pageWeeksInvalid();
    if (birth.problem || weeks === undefined) return { problems };
    return {
      details: { ...(nickname ? { nickname } : {}), birthDate: birth.value, sex, weeksAtBirth: weeks },
      problems,
    };
  };
}

function BabyBoxes({ problems, baby }: { problems: Problems; baby?: Baby }) {
  const { m } = useJournalMessages();
  return (
    <HStack gap="3" align="start" wrap="wrap">
      <Box1 field="nickname" label={m.pageNickname()} defaultValue={baby?.nickname ?? ''} maxLength={40} />
      <DateBox
        field="birthDate"
        label={m.pageBirthDate()}
        defaultValue={baby?.birthDate}
        problem={problems.birthDate}
        required
      />
      <Field.Root flex="1" minW="10rem">
        <Field.Label>{m.pageSex()}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field data-field="sex" defaultValue={baby?.sex ?? 'female'}>
            <option value="female">{m.pageGirl()}</option>
            <option value="male">{m.pageBoy()}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box1
        field="weeksAtBirth"
        label={m.pageWeeksAtBirth()}
        inputMode="numeric"
        defaultValue={String(baby?.weeksAtBirth ?? 40)}
        help={m.pageWeeksHelp()}
        problem={problems.weeksAtBirth}
      />
    </HStack>
  );
}

/** One baby: her details (edit, remove after a confirmation) and her measurements. */
function BabyCard({
  baby,
  actions,
  units,
  afterRemove,
}: {
  baby: Baby;
  actions: JournalActions;
  units: Units;
  afterRemove: () => void;
}) {
  const { m, lang } = useJournalMessages();
  const nameOf = useBabyName();
  const name = nameOf(baby);
  const readBaby = useBabyForm();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const save = async (form: HTMLFormElement) => {
    const { details, problems: found } = readBaby(form);
    setProblems(found);
    if (!details) return focusFirstProblem(form, found);
    const kept = await actions.change(
      (j) => ({
        ...j,
        babies: j.babies.map((b) =>
          b.id === baby.id ? { id: b.id, ...details, measurements: b.measurements } : b,
        ),
      }),
      m.pageBabySaved({ name: nameOf(details) }),
    );
    if (kept) {
      setEditing(false);
      titleRef.current?.focus();
    }
  };

  const remove = async () => {
    await actions.change(
      (j) => ({ ...j, babies: j.babies.filter((b) => b.id !== baby.id) }),
      m.pageBabyRemoved({ name }),
    );
    afterRemove();
  };

  return (
    <Card.Root variant="outline" data-testid="journal-baby">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="lg" ref={titleRef} tabIndex={-1} outline="none">
            {name}
          </Heading>
          <Text color="fg.muted">
            {m.pageBabyDetails({ sex: baby.sex, date: baby.birthDate, weeks: baby.weeksAtBirth })}
          </Text>
        </Stack>
        {editing ? (
          <JournalForm label={m.pageEditBaby({ name })} onSubmit={save}>
            <BabyBoxes problems={problems} baby={baby} />
            <SaveCancel
              onCancel={() => {
                setEditing(false);
                titleRef.current?.focus();
              }}
            />
          </JournalForm>
        ) : confirming ? (
          <Stack gap="3" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
            <Text ref={confirmRef} tabIndex={-1} outline="none">
              {m.pageRemoveBabyConfirm({ name, count: baby.measurements.length })}
            </Text>
            <HStack gap="2">
              <Button size="sm" colorPalette="red" onClick={() => void remove()}>
                {m.pageRemoveBabyYes()}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setConfirming(false);
                  titleRef.current?.focus();
                }}
              >
                {m.pageCancel()}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setProblems({});
                setEditing(true);
              }}
            >
              {m.pageEditBaby({ name })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                setConfirming(true);
                requestAnimationFrame(() => confirmRef.current?.focus());
              }}
            >
              {m.pageRemoveBaby({ name })}
            </Button>
          </HStack>
        )}
        <Measurements baby={baby} name={name} actions={actions} units={units} />
        {baby.measurements.length > 0 && (
          <Suspense fallback={null}>
            <BabyGrowthChart baby={baby} m={m} lang={lang} units={units} headingLevel={4} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A measurement read from a form (in the units shown), or the problems of its boxes. */
function useMeasurementForm(baby: Baby, units: Units) {
  const { m, locale } = useJournalMessages();
  const dateProblemMessage = useDateProblemMessage();
  return (form: HTMLFormElement): { measurement?: Measurement; problems: Problems } => {
    const date = readDate(form, 'date', dateProblemMessage);
    const problems: Problems = {};
    if (date.problem) problems.date = date.problem;
    else if (date.value < baby.birthDate) problems.date = m.pageBeforeBirth();
    const measurement: Measurement = { date: date.value };
    // Before the second birthday, the baby growth calculator's limits (a measurement with no valid date: those too).
    const secondBirthday = `${Number(baby.birthDate.slice(0, 4)) + 2}${baby.birthDate.slice(4)}`;
    const infant = date.problem !== undefined || date.value < secondBirthday;
    for (const key of AMOUNTS) {
      const amount = parseAmount(readField(form, key), key, units, infant);
      const { min, max } = amountLimits(key, infant);
      if (amount.kind === 'invalid')
        problems[key] = m.pageAmountInvalid({
          min: limitText(min, key, units, locale),
          max: limitText(max, key, units, locale),
        });
      else if (amount.kind === 'value') measurement[key] = amount.metric;
    }
    if (!AMOUNTS.some((key) => problems[key]) && AMOUNTS.every((key) => measurement[key] === undefined))
      problems.weightKg = m.pageMeasurementEmpty();
    return Object.keys(problems).length > 0 ? { problems } : { measurement, problems };
  };
}

function MeasurementBoxes({
  problems,
  units,
  measurement,
}: {
  problems: Problems;
  units: Units;
  measurement?: Measurement;
}) {
  const { m } = useJournalMessages();
  const unit = (key: AmountKey) =>
    key === 'weightKg' ? (units === 'us' ? 'lb, oz' : 'kg') : units === 'us' ? 'in' : 'cm';
  const label: Record<AmountKey, string> = {
    weightKg: m.pageWeight(),
    lengthCm: m.pageLength(),
    headCm: m.pageHead(),
  };
  return (
    <HStack gap="3" align="start" wrap="wrap">
      <DateBox
        field="date"
        label={m.pageDate()}
        defaultValue={measurement?.date}
        problem={problems.date}
        required
      />
      {AMOUNTS.map((key) => (
        <Box1
          key={key}
          field={key}
          label={`${label[key]} (${unit(key)})`}
          inputMode={key === 'weightKg' && units === 'us' ? 'text' : 'decimal'}
          defaultValue={amountText(measurement?.[key], key, units)}
          help={key === 'weightKg' && units === 'us' ? m.pageWeightUsHelp() : undefined}
          problem={problems[key]}
        />
      ))}
    </HStack>
  );
}

/** A baby's measurements, the most recent first, each with Edit and Remove; a form to add one. */
function Measurements({
  baby,
  name,
  actions,
  units,
}: {
  baby: Baby;
  name: string;
  actions: JournalActions;
  units: Units;
}) {
  const { m, locale } = useJournalMessages();
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [editProblems, setEditProblems] = useState<Problems>({});
  const read = useMeasurementForm(baby, units);
  const captionRef = useRef<HTMLHeadingElement>(null);
  const rows = [...baby.measurements].reverse();
  const withBaby = (change: (measurements: Measurement[]) => Measurement[]) => (j: Journal) => ({
    ...j,
    babies: j.babies.map((b) => (b.id === baby.id ? { ...b, measurements: change(b.measurements) } : b)),
  });
  const show = (row: Measurement, key: AmountKey) => {
    const value = row[key];
    return value === undefined ? (
      <Text as="span" color="fg.muted">
        {m.pageNotMeasured()}
      </Text>
    ) : (
      formatAmount(value, key, units, locale)
    );
  };

  const add = async (form: HTMLFormElement) => {
    const { measurement, problems: found } = read(form);
    setProblems(found);
    if (!measurement) return focusFirstProblem(form, found);
    const kept = await actions.change(
      withBaby((list) => [...list.filter((row) => row.date !== measurement.date), measurement]),
      m.pageMeasurementAdded({ date: measurement.date }),
    );
    if (kept) form.reset();
  };

  const save = async (before: string, form: HTMLFormElement) => {
    const { measurement, problems: found } = read(form);
    setEditProblems(found);
    if (!measurement) return focusFirstProblem(form, found);
    const kept = await actions.change(
      withBaby((list) => [
        ...list.filter((row) => row.date !== before && row.date !== measurement.date),
        measurement,
      ]),
      m.pageMeasurementSaved({ date: measurement.date }),
    );
    if (kept) {
      setEditing(null);
      captionRef.current?.focus();
    }
  };

  const remove = async (date: string) => {
    await actions.change(
      withBaby((list) => list.filter((row) => row.date !== date)),
      m.pageMeasurementRemoved({ date }),
    );
    captionRef.current?.focus();
  };

  return (
    <Stack gap="3">
      <Heading as="h4" size="md" ref={captionRef} tabIndex={-1} outline="none">
        {m.pageMeasurementsCaption({ name })}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{m.pageMeasurementsNone({ name })}</Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          aria-label={m.pageMeasurementsCaption({ name })}
        >
          <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="journal-measurements">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{m.pageDate()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageWeight()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageLength()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageHead()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageActions()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) =>
                editing === row.date ? (
                  <Table.Row key={row.date}>
                    <Table.Cell colSpan={5}>
                      <JournalForm
                        label={m.pageEditMeasurement({ date: row.date })}
                        onSubmit={(form) => save(row.date, form)}
                      >
                        <MeasurementBoxes problems={editProblems} units={units} measurement={row} />
                        <SaveCancel onCancel={() => setEditing(null)} />
                      </JournalForm>
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  <Table.Row key={row.date}>
                    <Table.Cell>
                      <time dateTime={row.date}>{formatDate(row.date, 'short', locale)}</time>
                    </Table.Cell>
                    <Table.Cell>{show(row, 'weightKg')}</Table.Cell>
                    <Table.Cell>{show(row, 'lengthCm')}</Table.Cell>
                    <Table.Cell>{show(row, 'headCm')}</Table.Cell>
                    <Table.Cell>
                      <RowActions
                        editLabel={m.pageEditMeasurement({ date: row.date })}
                        removeLabel={m.pageRemoveMeasurement({ date: row.date })}
                        onEdit={() => {
                          setEditProblems({});
                          setEditing(row.date);
                        }}
                        onRemove={() => void remove(row.date)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ),
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <JournalForm label={m.pageAddMeasurement({ name })} onSubmit={add}>
        <Text fontWeight="semibold" mb="2">
          {m.pageAddMeasurement({ name })}
        </Text>
        <MeasurementBoxes problems={problems} units={units} />
        <Button type="submit" colorPalette="pink" variant="outline" mt="3">
          {m.pageAddMeasurement({ name })}
        </Button>
      </JournalForm>
    </Stack>
  );
}
