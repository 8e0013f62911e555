import { Spinner } from '@chakra-ui/react';
import { withTheme } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { type ComponentType, lazy, Suspense } from 'react';
import type { CustomFieldWidget } from '@/engine';
import {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  SelectWidget,
  SubmitButton,
  TitleFieldTemplate,
} from './templates';

/** A custom field in its own chunk: only the calculators that use it load it. */
function lazyField(loader: () => Promise<{ default: ComponentType<FieldProps> }>): ComponentType<FieldProps> {
  const Field = lazy(loader);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per field kind at module load, never per render.
  return function LazyField(props: FieldProps) {
    return (
      <Suspense fallback={<Spinner aria-label="Loading" />}>
        <Field {...props} />
      </Suspense>
    );
  };
}

/**
 * Custom RJSF fields a definition can name with `type: 'custom', widget: '<name>'`: one file, one line here and its
 * name in CUSTOM_FIELD_WIDGETS (src/engine/widgets.ts, which the generator checks definitions against).
 */
export const customFields: Record<CustomFieldWidget, ComponentType<FieldProps>> = {
  'budget-table': lazyField(() => import('./fields/budget-table')),
  'date-list': lazyField(() => import('./fields/date-list')),
};

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
