import { Box, Input, Table, Text } from '@chakra-ui/react';
import { errorId, type FieldProps } from '@rjsf/utils';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { type ChangeEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { formatMoney, type Language, languageOf, parseMoney } from '@/engine';
import type { FormContext } from '../context';
import { useLanguage } from '../language';

type Texts = Record<string, string>;

/** Longest text one row shows (an amount is never longer; the engine reports anything else at the field). */
const MAX_ROW_TEXT = 40;
type Amounts = Record<string, number | string>;

interface RowSchema {
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * The text of each row from the field's value: only the value's own entries (never one reached through a
 * prototype), and only numbers and text: anything else shows as a blank row, and the engine's message at the field
 * says what is wrong.
 */
export function toTexts(names: string[], value: unknown): Texts {
  const record =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((name) => {
      const item = Object.hasOwn(record, name) ? record[name] : undefined;
      if (typeof item === 'number') return [name, Number.isFinite(item) ? String(item) : ''];
      if (typeof item === 'string') return [name, item.length > MAX_ROW_TEXT ? '' : item];
      return [name, ''];
    }),
  );
}

/** Typed text → value: blank rows are left out, numbers become numbers, anything else stays text for the engine. */
function toAmounts(texts: Texts): Amounts {
  const amounts: Amounts = {};
  for (const [name, text] of Object.entries(texts)) {
    if (text.trim() === '') continue;
    amounts[name] = parseMoney(text) ?? text;
  }
  return amounts;
}

/** What is wrong with one typed amount, for the message under its input (the engine names the row too). */
function amountProblem(text: string, row: RowSchema, language: Language = languageOf()): string | undefined {
  if (text.trim() === '') return undefined;
  const { messages: words, locale } = language;
  const value = parseMoney(text);
  if (value === undefined) return words.enterAmount();
  if (row.minimum !== undefined && value < row.minimum)
    return words.enterAtLeast({ min: formatMoney(row.minimum, {}, locale) });
  if (row.maximum !== undefined && value > row.maximum)
    return words.enterAtMost({ max: formatMoney(row.maximum, {}, locale) });
  return undefined;
}

/**
 * An editable column of amounts, one row per property of the field's object schema (the wedding budget's
 * "actual" column). A real table: the row header names the category and each input is labelled
 * "Actual amount for <category>". Blank rows are left out of the value.
 */
export default function BudgetTable(props: FieldProps) {
  const {
    schema,
    formData,
    onChange,
    fieldPathId,
    disabled,
    readonly,
    rawErrors = [],
    uiSchema,
    registry,
  } = props;
  const rows = (schema.properties ?? {}) as Record<string, RowSchema>;
  const names = Object.keys(rows);
  const [texts, setTexts] = useState<Texts>(() => toTexts(names, formData));
  const description = uiSchema?.['ui:description'];
  const language = useLanguage();
  const { messages: words } = language;

  // Follow values set from outside (a share link) without overwriting what the visitor is typing: only a change
  // of the value runs this, reading the text as it is then.
  const followValue = useEffectEvent((value: unknown) => {
    const incoming = toTexts(names, value);
    if (JSON.stringify(toAmounts(incoming)) !== JSON.stringify(toAmounts(texts))) setTexts(incoming);
  });
  useEffect(() => {
    followValue(formData);
  }, [formData]);

  // Amounts typed into the prerendered table before the code was ready: React keeps the text it hydrates but
  // reports no change, so the table reads its own boxes once and hands what it finds to the form.
  const table = useRef<HTMLTableElement>(null);
  const adoptTypedBoxes = useEffectEvent(() => {
    const boxes = table.current?.querySelectorAll<HTMLInputElement>('input[data-row]') ?? [];
    const typed = Object.fromEntries([...boxes].map((box) => [box.dataset.row ?? '', box.value]));
    const adopted = toTexts(names, { ...texts, ...typed });
    if (JSON.stringify(adopted) === JSON.stringify(texts)) return;
    setTexts(adopted);
    const amounts = toAmounts(adopted);
    const value = Object.keys(amounts).length > 0 ? amounts : undefined;
    const { adoptTyped } = (registry.formContext ?? {}) as FormContext;
    if (!adoptTyped?.(props.name, value)) onChange(value, fieldPathId.path);
  });
  // Once, on the first render in the browser.
  useEffect(() => {
    adoptTypedBoxes();
  }, []);

  const change = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...texts, [name]: event.target.value };
    setTexts(next);
    const amounts = toAmounts(next);
    onChange(Object.keys(amounts).length > 0 ? amounts : undefined, fieldPathId.path);
  };

  const id = fieldPathId.$id;
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" whiteSpace="normal">
        <Table.Root recipe={tableSlotRecipe} size="sm" id={id} ref={table}>
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg">
            <Text as="span" fontWeight="medium">
              {String(schema.title ?? words.amounts())}
            </Text>
            {typeof description === 'string' && (
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{words.category()}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {words.shareOfTotal()}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{words.actualAmountUsd()}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {names.map((name, index) => {
              const row = rows[name] ?? {};
              const title = row.title ?? name;
              const text = texts[name] ?? '';
              const problem = amountProblem(text, row, language);
              const inputId = `${id}_${index}`;
              return (
                <Table.Row key={name}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {title}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.description}</Table.Cell>
                  <Table.Cell>
                    <Input
                      id={inputId}
                      name={inputId}
                      size="sm"
                      maxW="9rem"
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={text}
                      disabled={disabled || readonly}
                      data-row={name}
                      aria-label={words.actualAmountFor({ title })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? errorId(inputId) : undefined}
                      onChange={change(name)}
                    />
                    {problem && (
                      <Text id={errorId(inputId)} color="fg.error" fontSize="sm" mt="1">
                        {problem}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rawErrors.length > 0 && (
        <Text id={errorId(id)} color="fg.error" fontSize="sm" mt="2" role="alert">
          {rawErrors.join(' ')}
        </Text>
      )}
    </Box>
  );
}
