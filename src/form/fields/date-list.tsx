import { Box, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { errorId, type FieldProps } from '@rjsf/utils';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatIsoDate, isIsoDate, SHAPE_LIMITS } from '@/engine';
import type { FormContext } from '../context';
import { useLanguage } from '../language';

/**
 * Lucide's `plus` and `x` (ISC), drawn as Lucide draws them: its icon runtime would load with the form for these
 * two alone.
 */
function StrokeIcon({ d }: { d: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * The list as the form holds it: an array from typing, or comma-separated text from a share link. Only real dates
 * are drawn, and nothing when the value is longer than the engine accepts (the message at the field says why), so a
 * hostile link never draws thousands of rows.
 */
export function asList(value: unknown): string[] {
  if (typeof value === 'string' && value.length > SHAPE_LIMITS.textLength) return [];
  if (Array.isArray(value) && value.length > SHAPE_LIMITS.items) return [];
  const items: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const dates = items
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter((item) => isIsoDate(item));
  return [...new Set(dates)].sort();
}

/**
 * A list of dates added one at a time (the `date-list` custom field): kept sorted, duplicates ignored with a
 * polite message, each date removable; changes are announced in a live region.
 */
export default function DateListField(props: FieldProps<string[] | string>) {
  const {
    fieldPathId,
    formData,
    onChange,
    rawErrors = [],
    required,
    schema,
    uiSchema,
    disabled,
    readonly,
    registry,
  } = props;
  const id = fieldPathId.$id;
  const dates = asList(formData);
  const [draftText, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const [refused, setRefused] = useState('');
  const today = (registry.formContext as FormContext | undefined)?.today?.();
  const input = useRef<HTMLInputElement>(null);
  const removers = useRef(new Map<string, HTMLButtonElement>());
  const locked = Boolean(disabled || readonly);
  const description =
    typeof uiSchema?.['ui:description'] === 'string' ? uiSchema['ui:description'] : undefined;
  const invalid = rawErrors.length > 0;
  const { messages: words, locale } = useLanguage();
  const countText = (count: number) => words.datesInList({ count });
  const date = (iso: string) => formatIsoDate(iso, false, locale);

  // A date picked in the prerendered box before the code was ready is the draft (React keeps the text it hydrates
  // but reports no change), so an "Add date" pressed meanwhile, replayed now, adds it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setDraft(typed);
  }, []);

  const refuse = (message: string) => {
    setRefused(message);
    setStatus('');
    input.current?.focus();
  };

  const add = () => {
    // The box's own text: the same as the draft state once the code runs, and what was picked before it, for an "Add date"
    // pressed meanwhile and replayed before the adopted draft has rendered.
    const draft = input.current?.value ?? draftText;
    if (!isIsoDate(draft)) {
      refuse(words.pickFullDate());
      return;
    }
    if (today && draft > today) {
      refuse(words.dateInFuture({ date: date(draft), today: date(today) }));
      return;
    }
    if (dates.includes(draft)) {
      setStatus(words.dateAlreadyListed({ date: date(draft) }));
      return;
    }
    const next = [...dates, draft].sort();
    setRefused('');
    onChange(next, fieldPathId.path);
    setStatus(words.dateAdded({ date: date(draft), count: countText(next.length) }));
    setDraft('');
    input.current?.focus();
  };

  const remove = (removed: string) => {
    const index = dates.indexOf(removed);
    const next = dates.filter((value) => value !== removed);
    setRefused('');
    onChange(next, fieldPathId.path);
    setStatus(words.dateRemoved({ date: date(removed), count: countText(next.length) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => (neighbour ? removers.current.get(neighbour) : input.current)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack asChild gap="3" border="0" p="0" m="0" minW="0">
      <fieldset disabled={locked}>
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="1">
          {schema.title}
          {required && (
            <Text as="span" color="fg.error" aria-hidden>
              {' *'}
            </Text>
          )}
        </Box>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
        <HStack align="flex-end" gap="3" wrap="wrap">
          <Field.Root
            ids={{ control: `${id}__new` }}
            invalid={invalid || refused !== ''}
            flex="1"
            minW="12rem"
          >
            <Field.Label>{words.periodStartDate()}</Field.Label>
            <Input
              ref={input}
              id={`${id}__new`}
              type="date"
              max={today}
              value={draftText}
              onChange={(event) => {
                setDraft(event.target.value);
                setRefused('');
              }}
              onKeyDown={onKeyDown}
              aria-describedby={
                [refused && `${id}__refused`, invalid && errorId(id)].filter(Boolean).join(' ') || undefined
              }
            />
            {refused && (
              <Text id={`${id}__refused`} role="alert" fontSize="sm" color="fg.error">
                {refused}
              </Text>
            )}
          </Field.Root>
          <Button type="button" variant="outline" colorPalette="pink" onClick={add}>
            <StrokeIcon d="M5 12h14M12 5v14" /> {words.addDate()}
          </Button>
        </HStack>
        {dates.length > 0 && (
          <List.Root as="ol" listStyleType="none" ms="0" gap="2" aria-label={words.datesAdded()}>
            {dates.map((listed) => (
              <List.Item key={listed}>
                <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="1.5">
                  <Text>{formatIsoDate(listed, true, locale)}</Text>
                  <Button
                    ref={(element: HTMLButtonElement | null) => {
                      if (element) removers.current.set(listed, element);
                      else removers.current.delete(listed);
                    }}
                    type="button"
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={words.removeDate({ date: date(listed) })}
                    onClick={() => remove(listed)}
                  >
                    <StrokeIcon d="M18 6 6 18M6 6l12 12" /> {words.remove()}
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Box role="status" aria-live="polite" fontSize="sm" color="fg.muted">
          {status || (dates.length < 2 ? words.addTwoDates() : countText(dates.length))}
        </Box>
        {invalid && (
          <Text id={errorId(id)} fontSize="sm" color="fg.error">
            {rawErrors.join(' ')}
          </Text>
        )}
      </fieldset>
    </Stack>
  );
}
