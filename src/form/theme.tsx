import { Spinner } from '@chakra-ui/react';
import { withTheme } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { type CustomFieldWidget, TWO_BOXES_MODULE } from '@/engine';
import { useLanguage } from './language';
import { type PreloadableLazy, preloadableLazy } from './preloadable-lazy';
import {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldTemplate,
  loadFeetInches,
  ObjectFieldTemplate,
  SelectWidget,
  SubmitButton,
  TitleFieldTemplate,
} from './templates';

/**
 * A custom field in its own chunk: only the calculators that use it load it. Loaded before the field first renders
 * (the runner preloads a calculator's own fields before it hydrates the form), the field renders at once and
 * hydrates with the rest of the form. Otherwise its boundary would stay prerendered HTML until the chunk came, and
 * what was typed into it meanwhile would never reach the form.
 */
const lazyField = (loader: () => Promise<{ default: ComponentType<FieldProps> }>) =>
  preloadableLazy(() => loader().then((module) => module.default), <LoadingField />);

/** What stands in a custom field's place while its code loads, named in the page's language. */
function LoadingField() {
  const { messages: words } = useLanguage();
  return <Spinner role="status" aria-label={words.loadingField()} />;
}

/**
 * Custom RJSF fields a definition can name with `type: 'custom', widget: '<name>'`: one file, one line here and its
 * name in CUSTOM_FIELD_WIDGETS (src/engine/widgets.ts, which the generator checks definitions against).
 */
const lazyFields: Record<CustomFieldWidget, PreloadableLazy<FieldProps>> = {
  'budget-table': lazyField(() => import('./fields/budget-table')),
  'date-list': lazyField(() => import('./fields/date-list')),
};

export const customFields = Object.fromEntries(
  Object.entries(lazyFields).map(([name, { Component }]) => [name, Component]),
) as Record<CustomFieldWidget, ComponentType<FieldProps>>;

/**
 * Loads the chunks of the form modules a calculator's page names (`formModulesOf`): its custom fields and the two
 * boxes of feet and inches (names it does not know are skipped).
 */
export function preloadCustomFields(widgets: readonly string[]): Promise<unknown> {
  return Promise.all([
    ...widgets
      .filter((name) => Object.hasOwn(lazyFields, name))
      .map((name) => lazyFields[name as CustomFieldWidget].get()),
    ...(widgets.includes(TWO_BOXES_MODULE) ? [loadFeetInches()] : []),
  ]);
}

/**
 * Numbers go straight to BaseInputTemplate, a native number input that already yields a number (or undefined when
 * empty). RJSF's own NumberField rewrites decimal separators for text inputs and builds an Intl.NumberFormat on
 * every render to find the browser's separator; the first one loads locale data, a long task while the page starts.
 */
function NumberField(props: FieldProps) {
  // RJSF's default registry always has StringField (its type only says a registry entry may be missing).
  const StringField = props.registry.fields.StringField as ComponentType<FieldProps>;
  return <StringField {...props} />;
}

/** Our own small Chakra v3 widgets and templates (the browser bundle drops RJSF's defaults they replace). */
export const THEME = {
  templates: {
    BaseInputTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ErrorListTemplate,
    DescriptionFieldTemplate,
    TitleFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
  widgets: { SelectWidget },
  fields: { ...customFields, NumberField },
};

/** RJSF themed with our own small Chakra v3 widgets and templates. */
export const ChakraForm = withTheme(THEME);
