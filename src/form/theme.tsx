import { withTheme } from '@rjsf/core';
import type { RegistryFieldsType } from '@rjsf/utils';
import BudgetTable from './fields/budget-table';
import DateListField from './fields/date-list';
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

/** Custom RJSF fields a definition can name with `type: 'custom', widget: '<name>'`. */
export const customFields: RegistryFieldsType = {
  'budget-table': BudgetTable,
  'date-list': DateListField,
};

/** RJSF themed with our own small Chakra v3 widgets and templates. */
export const ChakraForm = withTheme({
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
  fields: customFields,
});
