// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import childcare from '../../definitions/childcare-cost/page';
import maternity from '../../definitions/maternity-leave-pay/page';
import wedding from '../../definitions/wedding-budget/page';
import type { CalculatorDefinition, MessageFunctions } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { moduleFor } from '../module-for';
import { renderAt } from '../render-at';

function renderCalculator<I, R, V, M extends MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
  search = '',
) {
  return renderAt(
    <CalculatorRunner module={moduleFor(definition)} />,
    `/calculators/${definition.id}${search}`,
  );
}

const INELIGIBLE =
  '?annualSalary=15000&leaveWeeks=10&employmentState=new%20jersey&hasEmployerBenefits=no&leaveStartDate=2026-03-01';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('maternity leave pay page', () => {
  it('shows an ineligible visitor muted results under the eligibility note', async () => {
    renderCalculator(maternity, INELIGIBLE);
    // The first render in this file loads the result's lazy blocks (group, sections, tables) cold.
    const note = await screen.findByTestId('muted-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Benefits shown assume eligibility requirements are met.');
    expect(screen.getByText('Minimum annual earnings: $15,500')).toBeTruthy();
    const group = screen.getByRole('group', {
      name: 'Benefits shown assume eligibility requirements are met.',
    });
    expect(within(group).getAllByText('$2,451.90').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Compare leave lengths' })).toBeTruthy();
    // The answer leads; the details are in sections she opens.
    expect(screen.getByText('Shorter or longer leave').closest('details')?.open).toBe(false);
  });

  it('downloads maternity-leave-report.txt with the figures in plain text', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderCalculator(maternity, INELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(clicked[0]?.download).toBe('maternity-leave-report.txt');
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]?.text();
    expect(text).toMatch(/^Maternity Leave Pay Report\n/);
    expect(text).toContain('Total pay during leave: $2,451.90');
    expect(text).toContain('- Minimum annual earnings: $15,500');
    expect(screen.getByRole('status').textContent).toBe('Report saved as maternity-leave-report.txt.');
  });

  it('copies a summary with the legacy command when there is no share or clipboard API', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCalculator(maternity, INELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Results copied to clipboard!'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(alert).not.toHaveBeenCalled();
  });

  it('uses the clipboard API when present, and native share when the device has it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderCalculator(maternity, INELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Results copied to clipboard!'));
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^My maternity leave pay estimate:\nState: New Jersey\n/);
    cleanup();

    const share = vi.fn((_data: ShareData) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderCalculator(maternity, INELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({ title: 'My maternity leave pay estimate' });
  });

  it('prints a report written into a new window', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    const page = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print: vi.fn(),
    };
    vi.spyOn(window, 'open').mockImplementation(() => page as unknown as Window);
    renderCalculator(maternity, INELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Print PDF' }));
    expect(written[0]).toContain('<title>Maternity Leave Pay Report</title>');
    expect(written[0]).not.toMatch(/<script|<link/);
    expect(page.print).toHaveBeenCalledTimes(1);
  });
});

describe('childcare cost form', () => {
  it('shows only the chosen type’s fields and rejects a zero cost at the field', async () => {
    const user = userEvent.setup();
    renderCalculator(childcare);
    expect(screen.getByRole('textbox', { name: /^Cost per child/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Hourly rate/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type of care/ }), 'nanny');
    expect(await screen.findByRole('textbox', { name: /^Hourly rate/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Cost per child/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /^Number of children/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Hourly rate/ }), '0');
    await user.type(screen.getByRole('spinbutton', { name: /^Hours per week/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Hourly rate must be more than $0.')).toBeTruthy();
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('computes a nanny’s monthly and annual cost from a share link', async () => {
    renderCalculator(childcare, '?type=nanny&hourlyRate=20&hoursPerWeek=40');
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('$3,466.67 a month'));
    expect(screen.getByText('$41,600.00')).toBeTruthy();
  });
});

describe('wedding budget table', () => {
  it('labels every actual-amount input and updates the difference as you type', async () => {
    const user = userEvent.setup();
    renderCalculator(wedding);
    await user.type(screen.getByRole('textbox', { name: /^Total budget/ }), '20000');
    const venue = await screen.findByRole('textbox', { name: 'Actual amount for Venue & Catering' });
    expect(screen.getAllByRole('textbox', { name: /^Actual amount for / })).toHaveLength(10);
    await user.type(venue, '9000');
    const table = await screen.findByRole('table', { name: /Planned amount from each category/ });
    const row = within(table).getByRole('row', { name: /Venue & Catering/ });
    expect(row.textContent).toContain('−$1,000.00 over plan');
    expect(within(table).getByRole('row', { name: /Stationery/ }).textContent).toContain(
      '+$800.00 within plan',
    );
    expect(screen.queryByText('Average per guest')).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: /^Number of guests/ }), '80');
    expect(await screen.findByText('Average per guest')).toBeTruthy();
    expect(screen.getByText('$250.00')).toBeTruthy();
  });

  it('names the row of a non-numeric amount and hides the breakdown at a total of 0', async () => {
    const user = userEvent.setup();
    renderCalculator(wedding);
    await user.type(screen.getByRole('textbox', { name: /^Total budget/ }), '0');
    expect(
      await screen.findByText('Enter a total budget above $0 to see the breakdown by category.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Planned amount/ })).toBeNull();
    const flowers = await screen.findByRole('textbox', { name: 'Actual amount for Flowers & Decor' });
    await user.type(flowers, 'abc');
    expect(await screen.findByText('Enter an amount, such as 1500 or $1,500.')).toBeTruthy();
    expect(flowers.getAttribute('aria-invalid')).toBe('true');
    // Live forms put a filled field's message at that field, not in the hint under the form (issue #16).
    expect(await screen.findByText(/Actual amount for Flowers & Decor must be a number\./)).toBeTruthy();
    expect(screen.queryByTestId('live-hint')?.textContent ?? '').not.toContain('must be a number');
  });

  it('takes money as people type it: thousands separators and a leading dollar sign', async () => {
    const user = userEvent.setup();
    renderCalculator(wedding);
    await user.type(screen.getByRole('textbox', { name: /^Total budget/ }), '$20,000');
    await user.type(
      await screen.findByRole('textbox', { name: 'Actual amount for Venue & Catering' }),
      '$9,000',
    );
    const table = await screen.findByRole('table', { name: /Planned amount from each category/ });
    expect(within(table).getByRole('row', { name: /Venue & Catering/ }).textContent).toContain(
      '−$1,000.00 over plan',
    );
    expect(screen.queryByText(/must be a number/)).toBeNull();
  });

  it('prefills the actual column from a share link', async () => {
    const actual = encodeURIComponent(JSON.stringify({ 'Photography & Videography': 2600 }));
    renderCalculator(wedding, `?totalBudget=20000&guests=80&actual=${actual}`);
    const input = await screen.findByRole('textbox', { name: 'Actual amount for Photography & Videography' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2600'));
    const table = await screen.findByRole('table', { name: /Planned amount from each category/ });
    expect(within(table).getByRole('row', { name: /Photography/ }).textContent).toContain(
      '−$200.00 over plan',
    );
  });
});
