import { HStack, Input, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { COMPOUND_UNITS, type CompoundUnit, type CompoundUnitId, splitCompound } from '@/engine';
import { useLanguage } from '../language';

type Boxes = { feet: string; inches: string };

/** The units typed in two boxes (src/engine/units.ts, COMPOUND_UNITS). */
type SplitUnit = CompoundUnitId;

/** The two boxes for a value in decimal major units (a number) or as text (`5'6"`, `7 lb 8 oz`). */
function toBoxes(value: unknown, unit: SplitUnit): Boxes {
  const read = typeof value === 'string' ? COMPOUND_UNITS[unit].parse(value) : undefined;
  const major = typeof value === 'number' ? value : read && 'value' in read ? read.value : undefined;
  if (major === undefined) return { feet: typeof value === 'string' ? value : '', inches: '' };
  const [whole, minor] = splitCompound(major, unit);
  return { feet: String(whole), inches: minor === 0 ? '' : String(minor) };
}

/** The boxes → the field's value: the major part alone as a number, with a minor part as text (the engine reads both). */
function fromBoxes({ feet, inches }: Boxes, shape: CompoundUnit): unknown {
  const f = feet.trim();
  const i = inches.trim();
  if (f === '' && i === '') return undefined;
  if (i === '') return Number.isFinite(Number(f)) ? Number(f) : f;
  return shape.write(f === '' ? '0' : f, i);
}

interface FeetInchesProps {
  id: string;
  /** The ids that describe the boxes: the field's error and help (templates.tsx, `describedBy`). */
  describedBy: string;
  name: string;
  label: string;
  value: unknown;
  disabled?: boolean;
  onChange: (value: unknown) => void;
  onBlur: (id: string, value: string) => void;
  onFocus: (id: string, value: string) => void;
  /** Feet + inches (default) or pounds + ounces. */
  unit?: SplitUnit;
}

/**
 * A height in feet and inches, two number boxes, so 5′6″ is typed as 5 and 6 (never 5.5, and 5.6 never silently
 * means 5′7.2″); a baby's weight in pounds and ounces the same way (7 lb 8 oz). The first box carries the field's
 * id (its label and error focus land there).
 */
export function FeetInchesInput({
  id,
  describedBy,
  name,
  label,
  value,
  disabled,
  onChange,
  onBlur,
  onFocus,
  unit = 'ft',
}: FeetInchesProps) {
  const shape: CompoundUnit = COMPOUND_UNITS[unit];
  const { messages: words } = useLanguage();
  const [boxes, setBoxes] = useState(() => toBoxes(value, unit));
  const sent = useRef<unknown>(value);
  // A value set from outside (a share link, an example) redraws the boxes; what she types is kept as typed.
  if (value !== sent.current) {
    sent.current = value;
    const next = toBoxes(value, unit);
    if (next.feet !== boxes.feet || next.inches !== boxes.inches) setBoxes(next);
  }
  const update = (next: Boxes) => {
    setBoxes(next);
    sent.current = fromBoxes(next, shape);
    onChange(sent.current);
  };
  const box = (part: keyof Boxes) => {
    const index = part === 'feet' ? 0 : 1;
    return (
      // Tight padding and gap: at phone width, beside the unit select, each box keeps room for its example
      // ("ej. 7" beside "pulg." in Spanish).
      <HStack gap="1" flex="1">
        <Input
          px="2"
          id={index === 0 ? id : `${id}__${shape.names[1]}`}
          // Both boxes carry the field's contract name: a form sent before its code is ready says `height=5&height=6`,
          // which a share link reads as 5 ft 6 in (src/engine/share.ts).
          name={name}
          aria-label={`${label}, ${words.unitPart({ part: shape.names[index] ?? '' })}`}
          inputMode={index === 0 ? 'numeric' : 'decimal'}
          value={boxes[part]}
          placeholder={words.example({ value: shape.placeholders[index] ?? '' })}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => update({ ...boxes, [part]: event.target.value })}
          onBlur={(event) => onBlur(id, event.target.value)}
          onFocus={(event) => onFocus(id, event.target.value)}
        />
        <Text color="fg.muted" fontSize="sm" aria-hidden>
          {words.unitSymbol({ unit: shape.parts[index] ?? '' })}
        </Text>
      </HStack>
    );
  };
  return (
    <HStack gap="2" data-testid={unit === 'ft' ? 'feet-inches' : 'pounds-ounces'}>
      {box('feet')}
      {box('inches')}
    </HStack>
  );
}
