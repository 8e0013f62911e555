import { Button, Field, HStack, Input, type InputProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { todayIso } from '@/site/browser/today';
import { type DateProblem, dateProblem } from './entries';
import { useJournalMessages } from './journal-messages';

/** A form's problems by field name; the first one gets the focus. */
export type Problems = Record<string, string>;

/**
 * A box of one of the journal's forms. Uncontrolled (its value is read at submit), so what she typed before the
 * page's code arrived is kept through hydration. It has no `name`: a form submitted without the page's code (a
 * script that failed) sends nothing of the journal in an address or a request; the page reads it by `data-field`.
 */
export function Box1({
  field,
  label,
  problem,
  help,
  required = false,
  ...input
}: {
  field: string;
  label: string;
  problem?: string;
  help?: string;
  required?: boolean;
} & Omit<InputProps, 'name'>) {
  return (
    <Field.Root invalid={Boolean(problem)} required={required} flex="1" minW="10rem">
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input data-field={field} {...input} />
      {help && !problem && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/** A date box (the browser's date picker, typed or chosen by keyboard). */
export function DateBox(props: {
  field: string;
  label: string;
  problem?: string;
  required?: boolean;
  defaultValue?: string;
}) {
  return <Box1 type="date" {...props} />;
}

/** The message for a date's problem. */
export function useDateProblemMessage(): (problem: DateProblem) => string {
  const { m } = useJournalMessages();
  return (problem) =>
    problem === 'missing'
      ? m.pageDateMissing()
      : problem === 'invalid'
        ? m.pageDateInvalid()
        : m.pageDateFuture();
}

/** What a box of a journal form holds (by its `data-field`), trimmed. */
export function readField(form: HTMLFormElement, field: string): string {
  const box = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${field}"]`);
  return (box?.value ?? '').trim();
}

/** A date read from a form, and its problem's message (none, or missing when `optional` and empty). */
export function readDate(
  form: HTMLFormElement,
  field: string,
  words: (problem: DateProblem) => string,
  { optional = false } = {},
): { value: string; problem?: string } {
  const value = readField(form, field);
  if (optional && value === '') return { value };
  const problem = dateProblem(value, todayIso());
  return { value, problem: problem && words(problem) };
}

/** Moves the focus to the first box of a form with a problem (in the order of its boxes; `data-field` names it). */
export function focusFirstProblem(form: HTMLFormElement, problems: Problems) {
  for (const element of Array.from(form.elements)) {
    const field = element.getAttribute('data-field');
    if (field && problems[field] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/** A journal form: its submit is handled by the page; its boxes have no names, so a plain submit sends nothing. */
export function JournalForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (form: HTMLFormElement) => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onSubmit(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}

/** Save and Cancel under an edit form. */
export function SaveCancel({ onCancel }: { onCancel: () => void }) {
  const { m } = useJournalMessages();
  return (
    <HStack gap="2" mt="3">
      <Button type="submit" colorPalette="pink" size="sm">
        {m.pageSave()}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onCancel}>
        {m.pageCancel()}
      </Button>
    </HStack>
  );
}

/** A kept entry's row buttons: Edit and Remove, each named for the entry it acts on. */
export function RowActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { m } = useJournalMessages();
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={editLabel} onClick={onEdit}>
        {m.pageEdit()}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={removeLabel} onClick={onRemove}>
        {m.pageRemove()}
      </Button>
    </HStack>
  );
}
