import { describe, expect, it } from 'vitest';
import { localizeTexts, textsOf } from '@/engine/texts';

describe('the texts of a definition (src/engine/texts.ts)', () => {
  const definition = {
    id: 'demo',
    name: 'Demo',
    fields: {
      // A field may be named like a text key; its type and option values are still not texts.
      unit: {
        type: 'select',
        label: 'Unit for lengths',
        options: [
          { value: 'cm', label: 'Centimetres (cm)' },
          { value: 'in', label: 'Inches (in)' },
        ],
      },
    },
    result: [{ block: 'stats', items: [{ label: 'Growth', value: 'growth', unit: 'mm a month' }] }],
    sources: [{ title: 'A cited title', url: 'https://example.org' }],
    examples: [{ title: 'Two dates', input: { unit: 'cm' }, expect: { note: 'An expected text' } }],
  };

  it('finds the visitor texts, not a field named `unit`, its type or values, citations or example data', () => {
    expect(textsOf(definition).map((t) => t.text)).toEqual([
      'Demo',
      'Unit for lengths',
      'Centimetres (cm)',
      'Inches (in)',
      'Growth',
      'mm a month',
      'Two dates',
    ]);
  });

  it('replaces them, leaving names, values and paths as they are; a missing text throws naming it', () => {
    const es = {
      Demo: 'Demostración',
      'Unit for lengths': 'Unidad de las medidas de largo',
      'Centimetres (cm)': 'Centímetros (cm)',
      'Inches (in)': 'Pulgadas (in)',
      Growth: 'Crecimiento',
      'mm a month': 'mm al mes',
      'Two dates': 'Dos fechas',
    };
    const localized = localizeTexts(definition, es, {});
    expect(localized.fields.unit.type).toBe('select');
    expect(localized.fields.unit.options.map((o) => o.value)).toEqual(['cm', 'in']);
    expect(localized.fields.unit.label).toBe('Unidad de las medidas de largo');
    expect(localized.result[0]?.items[0]).toEqual({
      label: 'Crecimiento',
      value: 'growth',
      unit: 'mm al mes',
    });
    expect(localized.examples[0]?.input).toEqual({ unit: 'cm' });
    expect(() => localizeTexts(definition, { ...es, Growth: undefined as never }, {})).toThrow(
      'No translation for "Growth"',
    );
  });
});
