/**
 * Builds an iCalendar file (RFC 5545) of all-day events from a result, in the browser, with the `ics` library.
 * No React here, so the file format is unit-tested in plain Node.
 */
import { addDays, lightFormat, parseISO } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { getPath } from '@/engine/intl';
import type { LanguageSource } from '@/engine/language';
import { languageOf } from '@/engine/language-of';
import { isIsoDate } from '@/engine/parse';
import type { PropsOf } from '@/engine/types';

/** Which result values make one event, or one event per item of a result array (schema: `customBlockProps`). */
export type IcsEventSpec = PropsOf<'ics-download'>['events'][number];

/** One all-day event: first and last day, both included, as ISO dates. */
export interface CalendarEvent {
  title: string;
  start: string;
  end: string;
  description?: string;
}

function fill(template: string, item: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(item[key] ?? ''));
}

function isoAt(source: unknown, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const value = getPath(source, path);
  return isIsoDate(value) ? value : undefined;
}

/**
 * The events a result gives for these specs; missing or malformed dates are left out, never guessed. An event
 * without its own description carries the engine's note ("Estimate from BloomCalc…") in the page's language.
 */
export function collectEvents(
  result: Record<string, unknown>,
  specs: readonly IcsEventSpec[],
  language?: LanguageSource,
): CalendarEvent[] {
  const note = languageOf(language).messages.icsNote();
  const events: CalendarEvent[] = [];
  const add = (source: unknown, spec: IcsEventSpec, title: string) => {
    const start = isoAt(source, spec.start);
    if (!start) return;
    const last = isoAt(source, spec.end);
    const end = last !== undefined && last > start ? last : start;
    events.push({ title, start, end, description: spec.description ?? note });
  };
  for (const spec of specs) {
    if (spec.each === undefined) {
      add(result, spec, spec.title);
      continue;
    }
    const items = getPath(result, spec.each);
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      if (item && typeof item === 'object')
        add(item, spec, fill(spec.title, item as Record<string, unknown>));
    }
  }
  return events;
}

function dateArray(iso: string): DateArray {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function uidOf(event: CalendarEvent): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${event.start}-${event.end}-${slug}@bloomcalc`;
}

/**
 * The .ics text: one all-day VEVENT per event (DTSTART;VALUE=DATE, DTEND the day after the last day, as RFC 5545
 * wants for all-day events), a stable UID per event so importing twice updates rather than duplicates, and
 * DTSTAMP = `stamp` (the moment the file is made).
 */
export function buildIcs(events: readonly CalendarEvent[], calendarName: string, stamp: Date): string {
  const attributes = events.map((event): EventAttributes & { timestamp: number } => ({
    title: event.title,
    description: event.description,
    start: dateArray(event.start),
    end: dateArray(lightFormat(addDays(parseISO(event.end), 1), 'yyyy-MM-dd')),
    uid: uidOf(event),
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    timestamp: stamp.getTime(),
  }));
  const { error, value } = createEvents(attributes, {
    productId: '-//BloomCalc//Calculators//EN',
    calName: calendarName,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be built.');
  return value;
}
