import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { AnyBrowserDefinition, AnyCalculatorDefinition, FormDefinition, FormSchema } from '@/engine';

/**
 * What a calculator's calculation module exports: the definition the browser runs (calculator.ts, without what only
 * page.ts holds), with its page language's messages.
 */
export interface CalculationModule {
  // The one `any` of the kind: a module holds some calculator, each with its own input and result types, and the
  // definition's functions take those types as parameters, so no single type is a supertype of them all.
  definition: AnyBrowserDefinition;
}

/** What a calculator's chunk exports (the browser loads it by the URL its page names). */
export interface CalculatorModule {
  /**
   * The form's part of the definition (its fields, in the page's language): all the form needs to hydrate. The
   * prerender and the tests hand the whole definition (no `calculation` then: src/islands/calculation.ts).
   */
  definition: FormDefinition | AnyBrowserDefinition;
  /** JSON Schema + uiSchema of the form, built from the definition at build time (`toFormSchema`). */
  formSchema: FormSchema;
  /** The calculator page's address in the module's language: `/calculators/bmi`, `/es/calculadoras/calculadora-imc`. */
  href?: string;
  /** The page's slug in its language (the id for English). */
  slug?: string;
  /** The module's language: `en` (src/generated/calculators/<id>.ts) or `es` (…/es/<id>.ts). */
  lang?: 'en' | 'es';
  /**
   * The calculation (src/generated/calculations/): loaded when a result is wanted, a share link or a Calculate
   * held at load, or her first touch of the form (docs/adr/0012).
   */
  calculation?: () => Promise<CalculationModule>;
  /**
   * Her journal at the form, on a calculator with a `journal` part (scripts/lib/form-module.ts writes it): asked once
   * on arrival with the journal's form code (loaded only if a journal is there: the runner's import, so that the page
   * module holds none), the form's first values, its setter and whether a share link or a held Calculate gave the
   * form its values; resolves to what the runner draws at the form (the notice, a locked journal's passphrase), or
   * nothing.
   */
  journal?: (
    load: () => Promise<typeof import('@/journal/calculators/at-form')>,
    initial: Record<string, unknown>,
    set: Dispatch<SetStateAction<Record<string, unknown>>>,
    given: boolean,
  ) => Promise<ReactNode>;
}

/** What a calculator page is rendered from at build time: the chunk, its whole definition and the about text. */
export interface CalculatorPageModule extends Omit<CalculatorModule, 'definition'> {
  /** The whole definition (examples, description): the page's HTML shows them, the browser never loads them. */
  definition: AnyCalculatorDefinition;
  aboutHtml: string;
}
