// @vitest-environment jsdom
/**
 * Every worked example's share link, through the calculator form as the page runs it (issue 28: these checks ran
 * as one browser page load per example; the browser now follows one link per calculator in
 * tests/e2e/page-tour.spec.ts: a date calculator's first dated link on the visitor's day, another's first example).
 */

import { cleanup, getConfig, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { resolveExample, workedExamples } from '../../scripts/lib/result-checks';
import { fieldName, resolveRelativeDates, toQuery } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { generatedCalculators } from '../module-for';
import { renderAt } from '../render-at';
import { hasRelativeDate, VISITOR_DAY } from '../visitor-day';

const modules = generatedCalculators;

/** The page's clock (only Date: the form's timers and testing-library's waits run as usual). */
function setDay(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00`));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => window.history.replaceState(null, '', '/'));

/** The runner at `url`: its result once every lazy block has loaded (no "Loading results" spinner left). */
async function resultAt(module: CalculatorModule, url: string, label: string) {
  const { container } = renderAt(<CalculatorRunner module={module} />, url);
  const result = screen.getByTestId('result');
  await waitFor(
    () => {
      expect(result.querySelector('h2')?.textContent, label).toBe('Your results');
      // The spinner of a block still loading, found by its label (a query over the container's elements alone, run
      // at each change: testing-library's label query walks every label and element of the page each time).
      expect(container.querySelector('[aria-label="Loading results"]'), label).toBeNull();
      // A chart's code loads lazily on first use: as long as page-text.test.tsx gives it on a busy machine.
    },
    // Checked when the island changes (and every 50 ms), not at each of emotion's style tags in the head.
    { timeout: 20_000, container },
  );
  return result;
}

it('waits as long as tests/setup.ts says for a DOM test (5 s: a whole result page on a busy machine)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(5000);
});

describe('a worked example link computes on the page', () => {
  for (const { id, module, whole } of modules) {
    it(`${id}: every worked example's share link shows its result, with no NaN, Infinity or Invalid Date`, async () => {
      const def = whole;
      for (const example of workedExamples(def)) {
        setDay(example.today);
        const result = await resultAt(
          module,
          `/calculators/${id}?${toQuery(def, example.input)}`,
          example.title,
        );
        expect(result.textContent, example.title).not.toMatch(/NaN|Infinity|Invalid Date/);
        cleanup();
      }
    }, 120_000);
  }
});

describe('a non-numeric value in a link gets a message at the field and no result', () => {
  for (const { id, module, whole } of modules) {
    const def = whole;
    const [first] = workedExamples(def);
    const input = first?.input ?? {};
    const numeric = Object.keys(input).find((name) =>
      ['number', 'quantity'].includes(def.fields[name]?.type ?? ''),
    );
    const numericField = numeric ? def.fields[numeric] : undefined;
    if (!first || !numeric || !numericField) continue;
    it(`${id}: ${numeric}=abc`, async () => {
      setDay(first.today);
      const { container } = renderAt(
        <CalculatorRunner module={module} />,
        `/calculators/${id}?${toQuery(def, { ...input, [numeric]: 'abc' })}`,
      );
      expect(
        (await screen.findAllByText(`${fieldName(numericField).label} must be a number.`, {}, { container }))
          .length,
      ).toBeGreaterThan(0);
      expect(screen.getByTestId('result').querySelector('h2')).toBeNull();
    });
  }
});

describe(`a dated example link, rewritten on the visitor's day ${VISITOR_DAY}, computes`, () => {
  const dated = modules.filter(({ whole }) =>
    whole.examples.some((example) => Object.values(example.input).some(hasRelativeDate)),
  );

  it('calculators with dated examples exist (else this block tests nothing)', () => {
    expect(dated.map(({ id }) => id)).toEqual(expect.arrayContaining(['due-date', 'period-tracker']));
  });

  for (const { id, module, whole } of dated) {
    it(`${id}: every example link`, async () => {
      const def = whole;
      for (const example of def.examples) {
        // What the page script does to the prerendered link (src/islands/enhancements.ts `resolveExampleLink`): each
        // value of the link's relative template resolved on her day; it must be the example resolved on her day.
        const template = new URLSearchParams(toQuery(def, example.input));
        for (const [name, value] of [...template])
          template.set(name, resolveRelativeDates(value, VISITOR_DAY));
        const query = toQuery(def, resolveExample(example, VISITOR_DAY).input);
        expect(template.toString(), example.title).toBe(query);
        setDay(VISITOR_DAY);
        const result = await resultAt(module, `/calculators/${id}?${query}`, example.title);
        expect(result.textContent, example.title).not.toMatch(/NaN|Infinity|Invalid Date/);
        cleanup();
        vi.useRealTimers();
      }
    }, 120_000);
  }
});
