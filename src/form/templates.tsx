import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import {
  type BaseInputTemplateProps,
  errorId,
  type FieldTemplateProps,
  getUiOptions,
  helpId,
  type ObjectFieldTemplateProps,
  type SubmitButtonProps,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, ReactNode } from 'react';
import { isCompoundUnit } from '@/engine';
import { useLanguage } from './language';
import { preloadableLazy } from './preloadable-lazy';

/**
 * The two boxes of feet and inches (or pounds and ounces), a chunk of their own: a page whose form starts in such a
 * unit names it and loads it with the form (`formModulesOf`, src/engine/widgets.ts), so the boxes hydrate with the
 * rest; any other form loads it when she reaches for a unit list that offers it.
 */
const { Component: FeetInches, get: loadFeetInches } = preloadableLazy(
  () => import('./fields/feet-inches').then((module) => module.FeetInchesInput),
  null,
);

export { loadFeetInches };

/**
 * The label with its required asterisk glued to the last word: a label that wraps in a narrow column (a unit select
 * beside its number) never leaves the asterisk alone on a line of its own.
 */
function withIndicator(label: string): ReactNode {
  const at = label.trimEnd().lastIndexOf(' ');
  // One span: the label lays out its children as flex items, and the text must wrap as one line of words.
  return (
    <Box as="span">
      {label.slice(0, at + 1)}
      <Box as="span" whiteSpace="nowrap">
        {label.slice(at + 1)}
        <Field.RequiredIndicator />
      </Box>
    </Box>
  );
}

/**
 * The ids that describe a field's control: its error and, when the field has one, its help text (FieldTemplate
 * draws one or the other). The help says what to type ("In the unit above…"); a control described only by its
 * error left it unread by screen readers. RJSF's own `errorId`/`helpId`, which a custom field's error uses too; not
 * its `ariaDescribedByIds`, which names a description element no field draws (the description is the help).
 */
const describedBy = (id: string, help: unknown) => (help ? `${errorId(id)} ${helpId(id)}` : errorId(id));

/** Wraps every field: label linked to the input, help text, and the field's errors right under it. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors = [], schema, hidden, displayLabel, uiSchema } = props;
  const { messages: words } = useLanguage();
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object' || getUiOptions(uiSchema).field) return <>{children}</>;
  const description = schema.description;
  const invalid = rawErrors.length > 0;
  const { convertedFrom } = getUiOptions(uiSchema);
  return (
    <Field.Root ids={{ control: id }} invalid={invalid} required={required}>
      {displayLabel && <Field.Label fontWeight="medium">{withIndicator(label)}</Field.Label>}
      {children}
      {/* An id of ours: Ark's Field.Root looks for its own helper-text id once it has mounted and, finding it,
          renders the whole field again to describe the control by it, which our controls' own aria-describedby
          overrides anyway (a second render of every described field right after hydration). */}
      {typeof convertedFrom === 'string' && (
        // The page changed this number (a unit chosen for a number it put there): said where she looks, and read out.
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="converted-note">
          {words.convertedFrom({ amount: convertedFrom })}
        </Text>
      )}
      {description && !invalid && <Field.HelperText id={helpId(id)}>{description}</Field.HelperText>}
      {invalid && <Field.ErrorText id={errorId(id)}>{rawErrors.join(' ')}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Number, date and text inputs. Empty input becomes `undefined` so "required" can say so (never a silent 0). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    name,
    value,
    type,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    autofocus,
    placeholder,
    schema,
    uiSchema,
    label,
  } = props;
  const options = getUiOptions(uiSchema);
  if (isCompoundUnit(options.unit)) {
    return (
      <FeetInches
        unit={options.unit}
        id={id}
        name={name}
        label={label}
        describedBy={describedBy(id, schema.description)}
        value={value}
        disabled={disabled || readonly}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
  }
  // Money is typed as people write it ("$2,000"): a text box whose text the engine reads.
  const money = options.money === true;
  const isNumber = !money && (schema.type === 'number' || schema.type === 'integer');
  const inputType =
    schema.format === 'date' ? 'date' : isNumber ? 'number' : money ? 'text' : (type ?? 'text');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') return onChange(undefined);
    onChange(isNumber ? Number(raw) : raw);
  };
  const input = (
    <Input
      id={id}
      // The contract's name, as in a share link: the form submits one before its code is ready.
      name={name}
      type={inputType}
      inputMode={isNumber || money ? 'decimal' : undefined}
      step={isNumber ? String(options.step ?? 'any') : undefined}
      value={isNumber && typeof value !== 'number' ? '' : (value ?? '')}
      // The example in the unit beside the box (`examples`, src/engine/json-schema.ts), else as written.
      placeholder={
        (options.examples as Record<string, string> | undefined)?.[String(options.unit)] ?? placeholder
      }
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={describedBy(id, schema.description)}
      onChange={handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
  if (!options.suffix) return input;
  return (
    <HStack gap="2">
      {input}
      <Text color="fg.muted" fontSize="sm" aria-hidden>
        {String(options.suffix)}
      </Text>
    </HStack>
  );
}

/** Native select: fast, accessible, and right on every phone. */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, disabled, readonly, required, schema } = props;
  const { messages: words } = useLanguage();
  const choices = (options.enumOptions ?? []) as { value: string; label: string }[];
  const offersTwoBoxes = choices.some((choice) => isCompoundUnit(choice.value));
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={name}
        value={value ?? ''}
        aria-describedby={describedBy(id, schema.description)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => {
          if (offersTwoBoxes) void loadFeetInches();
          onFocus(id, event.target.value);
        }}
      >
        {(!required || value === undefined) && <option value="">{words.select()}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Lays out the fields in a grid; a quantity and its own unit select share one row (number | unit), a unit shared
 * by several quantities stands on its own.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema } = props;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const consumed = new Set<string>();
  const rows: ReactNode[] = [];
  for (const property of properties) {
    if (consumed.has(property.name) || property.hidden) continue;
    const options = getUiOptions(uiSchema?.[property.name] ?? {});
    const unitName = typeof options.unitField === 'string' ? options.unitField : undefined;
    const unit = unitName ? byName.get(unitName) : undefined;
    const unitOwners = unitName ? getUiOptions(uiSchema?.[unitName] ?? {}).unitOf : undefined;
    if (unit && Array.isArray(unitOwners) && unitOwners.length === 1) {
      consumed.add(unit.name);
      rows.push(
        <HStack key={property.name} align="flex-start" gap="3">
          <Box flex="1">{property.content}</Box>
          {/* Narrower on a phone, so a number beside it (two boxes for feet and inches) keeps room for its text. */}
          <Box width={{ base: '6.5rem', sm: '8rem' }} flexShrink={0}>
            {unit.content}
          </Box>
        </HStack>,
      );
    } else {
      rows.push(<Box key={property.name}>{property.content}</Box>);
    }
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {rows}
    </SimpleGrid>
  );
}

/** The form's submit button; the label comes from `ui:submitButtonOptions`. */
export function SubmitButton(props: SubmitButtonProps) {
  const options = getUiOptions(props.uiSchema).submitButtonOptions;
  const { messages: words } = useLanguage();
  if (options?.norender) return null;
  const busy = Boolean(options?.props?.disabled);
  return (
    <Button
      type="submit"
      colorPalette="pink"
      size="lg"
      mt="6"
      disabled={busy}
      width={{ base: 'full', sm: 'auto' }}
    >
      {busy ? words.calculating() : (options?.submitText ?? words.calculate())}
    </Button>
  );
}

/** Errors are shown at each field, so the top-of-form list is not rendered. */
export function ErrorListTemplate() {
  return null;
}

/** Field descriptions are rendered by FieldTemplate as helper text. */
export function DescriptionFieldTemplate() {
  return null;
}

/** The form's own title is the page's h1, so the root title is not repeated. */
export function TitleFieldTemplate() {
  return null;
}
