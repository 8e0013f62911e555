import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { formUnitOf, isCompoundUnit, isUnitId, runCalculator, toQuery, unitSymbol } from '@/engine';
import { SEVERITY_PALETTE, severityAt } from '@/results/tone';
import { todayIso } from '../browser/today';
import type { CalculationModule } from '../data/calculator-module';
import { useSiteMessages } from '../messages/context';

const QUANTITIES = ['height', 'weight'] as const;

/** The units a quantity field of the definition offers. */
function unitsOf(module: CalculationModule, name: string): string[] {
  const field = module.definition.fields[name];
  return field?.type === 'quantity' ? [...field.units] : [];
}

/**
 * The unit a box starts in: US units, as the full form (pounds; inches, since this form has one box per number and
 * feet and inches take two). A link or submit names its unit, so nothing changes the meaning of a number.
 */
function firstUnitOf(module: CalculationModule, name: string): string {
  const single = unitsOf(module, name).filter((unit) => isUnitId(unit) && !isCompoundUnit(unit));
  return formUnitOf(single.filter(isUnitId)) ?? '';
}

/**
 * Home page BMI quick check: the bmi definition's own fields, validation and formula (loaded as the runner loads
 * it), computed as she types. A real form: its submit opens the full calculator with her values, before and after
 * the code is ready.
 */
export function BmiQuick({ module, action }: { module: CalculationModule; action?: string }) {
  const bmi = module.definition;
  const { m } = useSiteMessages();
  // The full calculator's page in the page's language (the share-link names are the same in both).
  const page = action ?? `/calculators/${bmi.id}`;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(QUANTITIES.map((name) => [`${name}Unit`, firstUnitOf(module, name)])),
  );
  const adopted = useRef(false);
  // What was typed before the code was ready is kept (the controls hold it; the state takes it over once).
  const adopt = useCallback((form: HTMLFormElement | null) => {
    if (!form || adopted.current) return;
    adopted.current = true;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value) typed[name] = value;
    setValues((current) => ({ ...current, ...typed }));
  }, []);
  const ready = Boolean(values.height && values.weight);
  const outcome = ready ? runCalculator(bmi, values, { today: todayIso() }) : undefined;
  const errorFor = (name: string) =>
    outcome && !outcome.ok ? outcome.errors.find((error) => error.field === name)?.message : undefined;
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const quantity = (name: (typeof QUANTITIES)[number]) => {
    const label = bmi.fields[name]?.label ?? name;
    return (
      <HStack key={name} align="flex-start" gap="2">
        <Field.Root invalid={Boolean(errorFor(name))} required flex="1">
          <Field.Label>
            {label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name={name}
            type="number"
            inputMode="decimal"
            step="0.1"
            value={values[name] ?? ''}
            onChange={set(name)}
          />
          <Field.ErrorText>{errorFor(name)}</Field.ErrorText>
        </Field.Root>
        <Field.Root width="6.5rem">
          <Field.Label>{m.quickBmiUnit({ quantity: name })}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={`${name}Unit`}
              value={values[`${name}Unit`]}
              onChange={set(`${name}Unit`)}
            >
              {unitsOf(module, name).map((unit) => (
                <option key={unit} value={unit}>
                  {isUnitId(unit) ? unitSymbol(unit, bmi.messages) : unit}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    );
  };

  const result = outcome?.ok ? outcome.result : undefined;
  const palette = SEVERITY_PALETTE[severityAt(result?.severity)];
  return (
    <Card.Root as="section" aria-labelledby="bmi-quick-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="xl" id="bmi-quick-heading">
          {m.quickBmiTitle()}
        </Heading>
        <form ref={adopt} action={page} method="get" aria-labelledby="bmi-quick-heading">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {QUANTITIES.map(quantity)}
          </SimpleGrid>
          <Box aria-live="polite" minH="16" mt="4">
            {result ? (
              <Box bg={`${palette}.subtle`} color={`${palette}.fg`} borderRadius="md" p="4">
                <Text fontSize="2xl" fontWeight="bold" data-testid="quick-bmi">
                  {m.quickBmiResult({ bmi: result.bmi.toFixed(1), category: result.category })}
                </Text>
                <Link href={`${page}?${toQuery(bmi, values)}`} color="inherit">
                  {m.quickBmiLink()}
                </Link>
              </Box>
            ) : (
              <Text color="fg.muted">{m.quickBmiEmpty()}</Text>
            )}
          </Box>
          {/* No browser check on the way out: the full calculator gives its own messages at the fields, and
              opens empty for a visitor who has typed nothing yet. */}
          <Button type="submit" formNoValidate colorPalette="pink" variant="outline" mt="4">
            {m.quickBmiOpen()}
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
