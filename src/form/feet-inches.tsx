import { HStack, Input, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { parseFeetInches, splitFeet } from '@/engine';

type Boxes = { feet: string; inches: string };

/** The two boxes for a height in feet: a number in decimal feet, or feet and inches as text (`5'6"`). */
function toBoxes(value: unknown): Boxes {
  const read = typeof value === 'string' ? parseFeetInches(value) : undefined;
  const feet = typeof value === 'number' ? value : read && 'feet' in read ? read.feet : undefined;
  if (feet === undefined) return { feet: typeof value === 'string' ? value : '', inches: '' };
  const split = splitFeet(feet);
  return { feet: String(split.feet), inches: split.inches === 0 ? '' : String(split.inches) };
}

/** The boxes → the field's value: feet alone as a number, with inches as `5'6"` (the engine reads both). */
function fromBoxes({ feet, inches }: Boxes): unknown {
  const f = feet.trim();
  const i = inches.trim();
  if (f === '' && i === '') return undefined;
  if (i === '') return Number.isFinite(Number(f)) ? Number(f) : f;
  return `${f === '' ? '0' : f}'${i}"`;
}

interface FeetInchesProps {
  id: string;
  name: string;
  label: string;
  value: unknown;
  disabled?: boolean;
  onChange: (value: unknown) => void;
  onBlur: (id: string, value: string) => void;
  onFocus: (id: string, value: string) => void;
}

/**
 * A height in feet and inches, two number boxes, so 5′6″ is typed as 5 and 6 (never 5.5, and 5.6 never silently
 * means 5′7.2″). The feet box carries the field's id (its label and error focus land there).
 */
export function FeetInchesInput({
  id,
  name,
  label,
  value,
  disabled,
  onChange,
  onBlur,
  onFocus,
}: FeetInchesProps) {
  const [boxes, setBoxes] = useState(() => toBoxes(value));
  const sent = useRef<unknown>(value);
  // A value set from outside (a share link, an example) redraws the boxes; what she types is kept as typed.
  if (value !== sent.current) {
    sent.current = value;
    const next = toBoxes(value);
    if (next.feet !== boxes.feet || next.inches !== boxes.inches) setBoxes(next);
  }
  const update = (next: Boxes) => {
    setBoxes(next);
    sent.current = fromBoxes(next);
    onChange(sent.current);
  };
  const box = (part: keyof Boxes, unit: string) => (
    <HStack gap="2" flex="1">
      <Input
        id={part === 'feet' ? id : `${id}__inches`}
        aria-label={`${label}, ${part}`}
        inputMode={part === 'feet' ? 'numeric' : 'decimal'}
        value={boxes[part]}
        placeholder={part === 'feet' ? 'e.g. 5' : 'e.g. 6'}
        disabled={disabled}
        aria-describedby={`${id}__error`}
        onChange={(event) => update({ ...boxes, [part]: event.target.value })}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <Text color="fg.muted" fontSize="sm" aria-hidden>
        {unit}
      </Text>
    </HStack>
  );
  const current = fromBoxes(boxes);
  return (
    <HStack gap="2" data-testid="feet-inches">
      {box('feet', 'ft')}
      {box('inches', 'in')}
      <input type="hidden" name={name} value={current === undefined ? '' : String(current)} />
    </HStack>
  );
}
