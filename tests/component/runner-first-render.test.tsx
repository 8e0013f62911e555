// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInput } from '../../src/engine/run';
import { ChakraForm } from '../../src/form/theme';
import { createEngineValidator } from '../../src/form/validator';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { initialFormData } from '../../src/islands/runner-values';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { islandSiteSystem, renderAt } from '../render-at';

afterEach(cleanup);

// Every generated calculator module (one per definition folder), so a new calculator is covered with no other change.
const modules = import.meta.glob<CalculatorModule>('../../src/generated/calculators/*.ts', { eager: true });
const today = () => '2026-11-25';

// The prerendered form must already be the form the browser keeps. A form handed less than its defaults reports
// them as a change the moment it is created, and the page renders the whole form again during hydration.
describe('a calculator form starts from its defaults and reports no change when it mounts', () => {
  for (const [file, module] of Object.entries(modules)) {
    const id = file.replace(/^.*\/(.*)\.ts$/, '$1');
    it(id, () => {
      const schema = module.formSchema.schema as RJSFSchema;
      const validator = createEngineValidator(module.definition, today, () => checkInput);
      const onChange = vi.fn();
      render(
        <ChakraProvider value={islandSiteSystem}>
          <ChakraForm
            schema={schema}
            uiSchema={module.formSchema.uiSchema}
            validator={validator}
            formData={initialFormData(validator, schema)}
            onChange={onChange}
          />
        </ChakraProvider>,
      );
      expect(onChange).not.toHaveBeenCalled();
    });
  }

  it('the runner shows those defaults in its first render (bmi: feet and inches, pounds)', () => {
    const bmi = Object.entries(modules).find(([file]) => file.endsWith('/bmi.ts'))?.[1];
    if (!bmi) throw new Error('bmi module missing');
    renderAt(<CalculatorRunner module={bmi} />, '/calculators/bmi');
    expect((screen.getByLabelText(/^Height unit/) as HTMLSelectElement).value).toBe('ft');
    expect((screen.getByLabelText(/^Weight unit/) as HTMLSelectElement).value).toBe('lbs');
  });
});
