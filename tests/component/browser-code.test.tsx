// @vitest-environment jsdom
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { getDefaultRegistry } from '@rjsf/core';
import { createCustomEqual } from 'fast-equals';
import { Markdown } from 'markdown-to-jsx/react';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_MESSAGE } from '../../build/rjsf-stand-ins';
import * as deepEquals from '../../src/form/deep-equals';
import * as plainMarkdown from '../../src/form/plain-markdown';

// The DOM tests run the browser's code as the build makes it (build/browser-code.ts, vitest.config.ts): RJSF with
// its stand-ins and its dependencies' stand-ins, Chakra with its rewrites. Were they the unpatched libraries, a form
// that reached a stand-in would pass here and throw in a visitor's browser.
describe('the DOM tests run what the browser runs', () => {
  it("RJSF's left-out field kinds, widgets and templates are the stand-ins that throw", () => {
    const { fields, widgets, templates } = getDefaultRegistry();
    expect(() => (fields.ArrayField as () => unknown)()).toThrow(UNSUPPORTED_MESSAGE);
    expect(() => (widgets.CheckboxWidget as () => unknown)()).toThrow(UNSUPPORTED_MESSAGE);
    expect(() => (templates.ArrayFieldTemplate as () => unknown)()).toThrow(UNSUPPORTED_MESSAGE);
    // What the forms use is RJSF's own.
    expect(() => (fields.StringField as () => unknown)()).not.toThrow(UNSUPPORTED_MESSAGE);
  });

  it("RJSF's fast-equals and markdown-to-jsx are the site's small stand-ins", () => {
    expect(createCustomEqual).toBe(deepEquals.createCustomEqual);
    expect(Markdown).toBe(plainMarkdown.Markdown);
  });

  it("Chakra's createSystem is the rewritten one: it can be prepared ahead and builds its global CSS on read", () => {
    const prepare = (createSystem as { prepare?: unknown }).prepare;
    expect(typeof prepare).toBe('function');
    const system = createSystem(defaultConfig);
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
  });
});
