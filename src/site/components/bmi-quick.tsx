import { Box, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { runCalculator, toQuery } from '@/engine';
import { categoryTone, TONE_PALETTE } from '@/results/tone';
import bmi from '../../../definitions/bmi/calculator';
import { todayIso } from '../today';

/** Home page BMI quick calculator: the bmi definition's own validation and formula, computed as she types. */
export function BmiQuick() {
  const [values, setValues] = useState<Record<string, string>>({ heightUnit: 'cm', weightUnit: 'kg' });
  const ready = Boolean(values.height && values.weight);
  const outcome = ready ? runCalculator(bmi, values, { today: todayIso() }) : undefined;
  const errorFor = (name: string) =>
    outcome && !outcome.ok ? outcome.errors.find((error) => error.field === name)?.message : undefined;
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const quantity = (name: 'height' | 'weight', label: string, units: string[]) => (
    <HStack align="flex-start" gap="2">
      <Field.Root invalid={Boolean(errorFor(name))} flex="1">
        <Field.Label>{label}</Field.Label>
        <Input type="number" inputMode="decimal" step="0.1" value={values[name] ?? ''} onChange={set(name)} />
        <Field.ErrorText>{errorFor(name)}</Field.ErrorText>
      </Field.Root>
      <Field.Root width="6.5rem">
        <Field.Label>{label} unit</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values[`${name}Unit`]} onChange={set(`${name}Unit`)}>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );

  const result = outcome?.ok ? outcome.result : undefined;
  const palette = TONE_PALETTE[categoryTone(result?.category)];
  return (
    <Card.Root as="section" aria-labelledby="bmi-quick-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="xl" id="bmi-quick-heading">
          Quick BMI check
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {quantity('height', 'Height', ['cm', 'ft'])}
          {quantity('weight', 'Weight', ['kg', 'lbs'])}
        </SimpleGrid>
        <Box aria-live="polite" minH="16">
          {result ? (
            <Box bg={`${palette}.subtle`} color={`${palette}.fg`} borderRadius="md" p="4">
              <Text fontSize="2xl" fontWeight="bold" data-testid="quick-bmi">
                BMI {result.bmi.toFixed(1)} · {result.category}
              </Text>
              <RouterLink to={`/calculators/bmi?${toQuery(bmi, values)}`}>
                <Text as="span" textDecoration="underline">
                  See your healthy weight range and advice
                </Text>
              </RouterLink>
            </Box>
          ) : (
            <Text color="fg.muted">Enter your height and weight to see your BMI.</Text>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
