import {
  type Format,
  formatValue,
  getPath,
  type LanguageSource,
  type Locale,
  languageOf,
  type ReportItem,
  type ReportSpec,
} from '@/engine';

export type { ReportSpec } from '@/engine';

/** A section with every path read and every value formatted. */
export interface ResolvedSection {
  title: string;
  items: { label: string; value: string }[];
  list: string[];
  table?: { headers: string[]; rows: string[][] };
  text?: string;
}

function show(result: unknown, path: string, locale: Locale, format?: Format, unit?: unknown): string {
  const text = formatValue(getPath(result, path), format, locale);
  return typeof unit === 'string' && unit && text !== '—' ? `${text} ${unit}` : text;
}

/** A unit read from a result (the id she picked, "lbs") as the report's language writes it ("lb" in Spanish). */
const unitOf = (unit: unknown, language?: LanguageSource) =>
  typeof unit === 'string' && unit ? languageOf(language).messages.unitSymbol({ unit }) : unit;

/** A labelled value's text, with its fixed unit or the unit read from `unitFrom`. */
const showItem = (result: unknown, item: ReportItem, locale: Locale, language?: LanguageSource) =>
  show(
    result,
    item.value,
    locale,
    item.format,
    item.unitFrom ? unitOf(getPath(result, item.unitFrom), language) : item.unit,
  );

/**
 * Reads a report's sections from a result, its values written in the locale of `language`; sections whose `when` is
 * falsy or that hold nothing are left out.
 */
export function resolveReport(
  spec: ReportSpec,
  result: unknown,
  language?: LanguageSource,
): ResolvedSection[] {
  const { locale } = languageOf(language);
  const sections: ResolvedSection[] = [];
  for (const section of spec.sections) {
    if (section.when && !getPath(result, section.when)) continue;
    const items = (section.items ?? []).map((item) => ({
      label: item.label,
      value: showItem(result, item, locale, language),
    }));
    const rawList = section.list ? getPath(result, section.list) : undefined;
    const list = Array.isArray(rawList) ? rawList.map(String) : [];
    const rawRows = section.table ? getPath(result, section.table.rows) : undefined;
    const table =
      section.table && Array.isArray(rawRows) && rawRows.length > 0
        ? {
            headers: section.table.columns.map((column) => column.label),
            rows: rawRows.map((row) =>
              (section.table?.columns ?? []).map((column) =>
                show(row, column.key, locale, column.format, column.unit),
              ),
            ),
          }
        : undefined;
    if (items.length === 0 && list.length === 0 && !table && !section.text) continue;
    sections.push({ title: section.title, items, list, table, text: section.text });
  }
  return sections;
}

function textTable(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

/** The report as readable plain text (the downloaded .txt file). `preparedOn` is a date already formatted. */
export function buildReportText(
  spec: ReportSpec,
  result: unknown,
  preparedOn?: string,
  language?: LanguageSource,
): string {
  const lines = [spec.title, '='.repeat(spec.title.length)];
  if (preparedOn) lines.push(languageOf(language).messages.preparedOn({ date: preparedOn }));
  for (const section of resolveReport(spec, result, language)) {
    lines.push('', section.title, '-'.repeat(section.title.length));
    if (section.text) lines.push(section.text);
    for (const item of section.items) lines.push(`${item.label}: ${item.value}`);
    for (const entry of section.list) lines.push(`- ${entry}`);
    if (section.table) lines.push(...textTable(section.table.headers, section.table.rows));
  }
  lines.push('', spec.footer, '');
  return lines.join('\n');
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const PRINT_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff;margin:2rem;line-height:1.45;font-size:14px}
h1{font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem;padding-bottom:.2rem;border-bottom:1px solid #bbb}
p.meta{color:#444;margin:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1.5rem;margin:0}
dt{color:#444}dd{margin:0;font-weight:600}
ul{margin:.25rem 0;padding-left:1.25rem}
table{border-collapse:collapse;width:100%;margin-top:.25rem}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:right}
th:first-child,td:first-child{text-align:left}
thead th{background:#f0f0f0}
footer{margin-top:2rem;color:#444;font-size:.9em}
@page{margin:1.5cm}
@media print{body{margin:0}h2{break-after:avoid}table,dl,li{break-inside:avoid}}
`;

/** The report as a self-contained, print-styled HTML page (no scripts, no external resources). */
export function buildReportHtml(
  spec: ReportSpec,
  result: unknown,
  preparedOn?: string,
  language?: LanguageSource,
): string {
  const e = escapeHtml;
  const { locale, messages: words } = languageOf(language);
  const body = resolveReport(spec, result, language)
    .map((section) => {
      const parts = [`<section><h2>${e(section.title)}</h2>`];
      if (section.text) parts.push(`<p>${e(section.text)}</p>`);
      if (section.items.length > 0) {
        parts.push(
          `<dl>${section.items.map((item) => `<dt>${e(item.label)}</dt><dd>${e(item.value)}</dd>`).join('')}</dl>`,
        );
      }
      if (section.list.length > 0)
        parts.push(`<ul>${section.list.map((entry) => `<li>${e(entry)}</li>`).join('')}</ul>`);
      if (section.table) {
        const head = section.table.headers.map((header) => `<th scope="col">${e(header)}</th>`).join('');
        const rows = section.table.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
          .join('');
        parts.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`);
      }
      parts.push('</section>');
      return parts.join('');
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(spec.title)}</title><style>${PRINT_STYLE}</style></head>`,
    `<body><main><h1>${e(spec.title)}</h1>`,
    preparedOn ? `<p class="meta">${e(words.preparedOn({ date: preparedOn }))}</p>` : '',
    body,
    `<footer>${e(spec.footer)}</footer></main></body></html>`,
  ].join('\n');
}

/** The short summary a visitor shares or copies; the page address is added when given. */
export function buildShareText(
  spec: ReportSpec,
  result: unknown,
  url?: string,
  language?: LanguageSource,
): string {
  const { locale } = languageOf(language);
  const lines = [
    `${spec.shareTitle}:`,
    ...spec.summary.map((item) => `${item.label}: ${showItem(result, item, locale, language)}`),
  ];
  if (url) lines.push(url);
  return lines.join('\n');
}
