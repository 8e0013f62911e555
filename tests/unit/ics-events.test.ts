import { describe, expect, it } from 'vitest';
import dueDateDefinition from '../../definitions/due-date/page';
import periodTracker from '../../definitions/period-tracker/page';
import { resultOf } from '../../src/engine';
import { buildIcs, type CalendarEvent, collectEvents } from '../../src/results/custom/ics-events';

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface Component {
  type: string;
  properties: Property[];
  children: Component[];
}

/** A small RFC 5545 reader: CRLF lines, unfolding, NAME;PARAM=VALUE:value, nested BEGIN/END components. */
function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: Component[] = [{ type: 'ROOT', properties: [], children: [] }];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const current = stack[stack.length - 1] as Component;
    if (name === 'BEGIN') {
      const child = { type: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(current.type).toBe(value);
      stack.pop();
    } else {
      current.properties.push({
        name,
        params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
        value,
      });
    }
  }
  expect(stack).toHaveLength(1);
  const root = stack[0] as Component;
  expect(root.children).toHaveLength(1);
  return root.children[0] as Component;
}

const one = (component: Component, name: string) => {
  const found = component.properties.filter((property) => property.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as Property;
};

const STAMP = new Date(Date.UTC(2026, 10, 25, 9, 30, 0));

describe('iCalendar file (RFC 5545)', () => {
  const events: CalendarEvent[] = [
    { title: 'Fertile window (estimate)', start: '2028-02-24', end: '2028-03-01' },
    { title: 'Estimated ovulation', start: '2028-02-29', end: '2028-02-29' },
    { title: 'Period expected', start: '2026-12-31', end: '2026-12-31', description: 'Notes, with; commas' },
  ];
  const calendar = parseIcs(buildIcs(events, 'BloomCalc cycle', STAMP));

  it('is one VCALENDAR, version 2.0, with a product id and one VEVENT per event', () => {
    expect(calendar.type).toBe('VCALENDAR');
    expect(one(calendar, 'VERSION').value).toBe('2.0');
    expect(one(calendar, 'PRODID').value).toBe('-//BloomCalc//Calculators//EN');
    expect(calendar.children.map((child) => child.type)).toEqual(['VEVENT', 'VEVENT', 'VEVENT']);
  });

  it('makes all-day events: DTSTART;VALUE=DATE and an exclusive DTEND the day after the last day', () => {
    const [window, ovulation, period] = calendar.children as [Component, Component, Component];
    expect(one(window, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20280224' });
    expect(one(window, 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20280302' });
    expect(one(ovulation, 'DTSTART').value).toBe('20280229');
    expect(one(ovulation, 'DTEND').value).toBe('20280301');
    expect(one(period, 'DTSTART').value).toBe('20261231');
    expect(one(period, 'DTEND').value).toBe('20270101');
  });

  it('gives every event a UID, a UTC DTSTAMP, a summary and an escaped description', () => {
    const uids = calendar.children.map((event) => one(event, 'UID').value);
    expect(new Set(uids).size).toBe(uids.length);
    for (const event of calendar.children) {
      expect(one(event, 'DTSTAMP').value).toBe('20261125T093000Z');
      expect(one(event, 'SUMMARY').value.length).toBeGreaterThan(0);
    }
    expect(one(calendar.children[2] as Component, 'DESCRIPTION').value).toBe('Notes\\, with\\; commas');
  });

  it('builds the same UIDs again, so importing twice updates instead of duplicating', () => {
    const again = parseIcs(buildIcs(events, 'BloomCalc cycle', new Date()));
    expect(again.children.map((event) => one(event, 'UID').value)).toEqual(
      calendar.children.map((event) => one(event, 'UID').value),
    );
  });
});

describe('events from results', () => {
  it('takes the due date and every milestone from a due-date result', () => {
    const result = resultOf(
      dueDateDefinition,
      { lastPeriodDate: '2026-01-31', cycleLength: 28 },
      { today: '2026-03-31' },
    );
    const events = collectEvents(result, [
      { title: 'Estimated due date', start: 'dueDate' },
      { each: 'milestones', title: 'Pregnancy week {week}: {description}', start: 'date' },
    ]);
    expect(events).toHaveLength(8);
    expect(events[0]).toMatchObject({ title: 'Estimated due date', start: '2026-11-07', end: '2026-11-07' });
    expect(events[2]).toMatchObject({
      title: 'Pregnancy week 8: Heartbeat visible on an early scan; first prenatal visit',
      start: '2026-03-28',
    });
    const calendar = parseIcs(buildIcs(events, 'BloomCalc pregnancy', STAMP));
    expect(calendar.children).toHaveLength(8);
  });

  it('takes predicted periods, fertile windows and ovulation days from a period-tracker result', () => {
    const result = resultOf(
      periodTracker,
      { lastPeriodDate: '2026-12-31', cycleLength: 21, periodLength: 4 },
      { today: '2027-01-05' },
    );
    const events = collectEvents(result, [
      { each: 'predictedPeriods', title: 'Period expected', start: 'start', end: 'end' },
      { each: 'cycles', title: 'Fertile window (estimate)', start: 'fertileStart', end: 'fertileEnd' },
      { each: 'cycles', title: 'Estimated ovulation', start: 'ovulation' },
    ]);
    expect(events.map((event) => `${event.title} ${event.start}–${event.end}`)).toEqual([
      'Period expected 2027-01-21–2027-01-24',
      'Period expected 2027-02-11–2027-02-14',
      'Fertile window (estimate) 2027-01-02–2027-01-08',
      'Fertile window (estimate) 2027-01-23–2027-01-29',
      'Fertile window (estimate) 2027-02-13–2027-02-19',
      'Estimated ovulation 2027-01-07–2027-01-07',
      'Estimated ovulation 2027-01-28–2027-01-28',
      'Estimated ovulation 2027-02-18–2027-02-18',
    ]);
  });

  it('leaves out missing or malformed dates instead of guessing', () => {
    expect(
      collectEvents({ a: '2026-13-45', b: null }, [
        { title: 'A', start: 'a' },
        { title: 'B', start: 'b' },
        { each: 'missing', title: 'C', start: 'x' },
      ]),
    ).toEqual([]);
  });
});
