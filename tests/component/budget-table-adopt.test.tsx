// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { FormContext } from '../../src/form/context';
import BudgetTable from '../../src/form/fields/budget-table';
import { islandSiteSystem } from '../render-at';

// An amount typed into the prerendered table before its code came: React keeps the text when it hydrates the box
// but reports no change, so the table reads its boxes once and hands what it finds over. A table hydrated after
// the form's arrival (its chunk came later) must report it as its own change, through RJSF: handed to the runner
// past RJSF, the form's next change (the total, typed next) was made from RJSF's own data without the amount, and
// the amount vanished from the box and the address (a CI flake of forms.spec.ts, reproduced at 4× CPU).
function table(onChange: FieldProps['onChange'], formContext: FormContext) {
  const props = {
    name: 'actual',
    schema: {
      type: 'object',
      properties: {
        'Venue & Catering': { type: 'number', title: 'Venue & Catering', minimum: 0, description: '40%' },
        Stationery: { type: 'number', title: 'Stationery', minimum: 0, description: '2%' },
      },
    },
    formData: undefined,
    onChange,
    fieldPathId: { $id: 'wedding-budget_actual', path: ['actual'] },
    uiSchema: {},
    rawErrors: [],
    registry: { formContext },
  } as unknown as FieldProps;
  return (
    <ChakraProvider value={islandSiteSystem}>
      <BudgetTable {...props} />
    </ChakraProvider>
  );
}

async function hydrateTyped(onChange: FieldProps['onChange'], formContext: FormContext) {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(table(() => {}, {}));
  const box = host.querySelector('input');
  if (!box) throw new Error(`no box in the prerendered table: ${host.innerHTML.length} characters`);
  box.value = '1,500';
  await act(async () => {
    hydrateRoot(host, table(onChange, formContext));
  });
  return { host, box };
}

describe('an amount typed into the prerendered budget table', () => {
  it('is handed to the runner before the form has arrived, and not reported twice', async () => {
    const onChange = vi.fn();
    const adoptTyped = vi.fn(() => true);
    const { host, box } = await hydrateTyped(onChange, { adoptTyped });
    expect(adoptTyped).toHaveBeenCalledWith('actual', { 'Venue & Catering': 1500 });
    expect(onChange).not.toHaveBeenCalled();
    expect(box.value).toBe('1,500');
    host.remove();
  });

  it('is reported through RJSF as the field’s own change once the form has arrived', async () => {
    const onChange = vi.fn();
    const adoptTyped = vi.fn(() => false);
    const { host, box } = await hydrateTyped(onChange, { adoptTyped });
    expect(adoptTyped).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ 'Venue & Catering': 1500 }, ['actual']);
    expect(box.value).toBe('1,500');
    host.remove();
  });
});
