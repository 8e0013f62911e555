import { describe, expect, it } from 'vitest';
import maternity from '../../definitions/maternity-leave-pay/page';
import { runCalculator } from '../../src/engine';
import {
  buildReportHtml,
  buildReportText,
  buildShareText,
  escapeHtml,
  type ReportSpec,
  resolveReport,
} from '../../src/results/report-text';

const SPEC: ReportSpec = {
  title: 'Test Report',
  fileName: 'test.txt',
  shareTitle: 'My estimate',
  summary: [
    { label: 'Total', value: 'total', format: { kind: 'money' } },
    { label: 'Weeks', value: 'weeks', format: { kind: 'integer' }, unit: 'weeks' },
  ],
  sections: [
    { title: 'Numbers', items: [{ label: 'Total', value: 'total', format: { kind: 'money' } }] },
    { title: 'Only when flagged', when: 'flag', text: 'Shown only with the flag.' },
    { title: 'Notes', list: 'notes' },
    { title: 'Empty list', list: 'none' },
    {
      title: 'Table',
      table: {
        rows: 'rows',
        columns: [
          { label: 'Name', key: 'name' },
          { label: 'Amount', key: 'amount', format: { kind: 'money' } },
        ],
      },
    },
  ],
  footer: 'An estimate, not advice.',
};

const RESULT = {
  total: 1234.5,
  weeks: 12,
  flag: false,
  notes: ['First <note>', 'Second & last'],
  none: [],
  rows: [
    { name: 'Short', amount: 5 },
    { name: 'A longer name', amount: 10000 },
  ],
};

describe('report text builder', () => {
  it('leaves out sections whose condition is false or that hold nothing', () => {
    expect(resolveReport(SPEC, RESULT).map((section) => section.title)).toEqual([
      'Numbers',
      'Notes',
      'Table',
    ]);
    expect(resolveReport(SPEC, { ...RESULT, flag: true }).map((section) => section.title)).toContain(
      'Only when flagged',
    );
  });

  it('writes a readable plain-text report with aligned table columns', () => {
    expect(buildReportText(SPEC, RESULT, 'September 1, 2024')).toBe(
      [
        'Test Report',
        '===========',
        'Prepared on September 1, 2024',
        '',
        'Numbers',
        '-------',
        'Total: $1,234.50',
        '',
        'Notes',
        '-----',
        '- First <note>',
        '- Second & last',
        '',
        'Table',
        '-----',
        'Name               Amount',
        '-------------  ----------',
        'Short               $5.00',
        'A longer name  $10,000.00',
        '',
        'An estimate, not advice.',
        '',
      ].join('\n'),
    );
  });

  it('builds a self-contained print page with every text escaped', () => {
    const html = buildReportHtml(SPEC, RESULT);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Test Report</title>');
    expect(html).toContain('<li>First &lt;note&gt;</li>');
    expect(html).toContain('<li>Second &amp; last</li>');
    expect(html).toContain('<th scope="col">Amount</th>');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes a short share summary, with the page address when given', () => {
    expect(buildShareText(SPEC, RESULT)).toBe('My estimate:\nTotal: $1,234.50\nWeeks: 12 weeks');
    expect(buildShareText(SPEC, RESULT, 'https://example.org/x?a=1')).toMatch(
      /\nhttps:\/\/example\.org\/x\?a=1$/,
    );
  });

  it('reports a real maternity result: file name, figures, eligibility note and comparison table', () => {
    const outcome = runCalculator(
      maternity,
      { annualSalary: 15000, leaveWeeks: 10, employmentState: 'new jersey', hasEmployerBenefits: 'no' },
      { today: '2026-03-01' },
    );
    if (!outcome.ok) throw new Error('example failed');
    const block = maternity.result.find(
      (item) => item.block === 'custom' && item.component === 'report-actions',
    );
    const spec = (block as unknown as { props: ReportSpec }).props;
    expect(spec.fileName).toBe('maternity-leave-report.txt');
    const text = buildReportText(spec, outcome.result);
    expect(text).toContain('State: New Jersey');
    expect(text).toContain('Total pay during leave: $2,451.90');
    expect(text).toContain('- Minimum annual earnings: $15,500');
    expect(text).toContain(
      'Eligibility: May not qualify: benefits shown assume eligibility requirements are met',
    );
    expect(text).toMatch(/Weeks +Leave pay +Regular pay/);
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
    expect(buildShareText(spec, outcome.result)).toContain('Pay replaced: 85.0%');
  });
});
