import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FieldError, MessageFunctions } from '@/engine';
import type { checkInput } from '@/engine/run';

/** Turns engine field errors into RJSF's error list and per-field error schema. */
export function toRjsfErrors(errors: FieldError[]): {
  errors: RJSFValidationError[];
  errorSchema: ErrorSchema;
} {
  const errorSchema: Record<string, { __errors: string[] }> = {};
  for (const { field, message } of errors) {
    const entry = errorSchema[field] ?? { __errors: [] };
    entry.__errors.push(message);
    errorSchema[field] = entry;
  }
  return {
    errors: errors.map(({ field, message }) => ({
      name: 'engine',
      property: `.${field}`,
      message,
      stack: `${field}: ${message}`,
    })),
    errorSchema: errorSchema as ErrorSchema,
  };
}

type Json = Record<string, unknown>;

/** What checking a form reads of a definition: its fields, language and (with the calculation) its checks. */
type Checked<I, R, V, M extends MessageFunctions> = Parameters<typeof checkInput<I, R, V, M>>[0];

/**
 * Does `data` fit `schema`? A small subset (type, enum, const, required, properties, minimum, maximum) — enough for
 * RJSF to pick the matching `dependencies`/`oneOf` branch of a conditional form.
 */
export function fitsSchema(schema: Json, data: unknown): boolean {
  if (Array.isArray(schema.enum) && !schema.enum.includes(data)) return false;
  if ('const' in schema && schema.const !== data) return false;
  if (typeof data === 'number') {
    if (typeof schema.minimum === 'number' && data < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && data > schema.maximum) return false;
  }
  if (schema.type === 'object' || schema.properties) {
    if (data === undefined) return !schema.required;
    if (data === null || typeof data !== 'object') return false;
    const record = data as Json;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    if (required.some((key) => record[key] === undefined)) return false;
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    return Object.entries(properties).every(
      ([key, sub]) => record[key] === undefined || fitsSchema(sub, record[key]),
    );
  }
  return true;
}

/**
 * An RJSF validator backed by the engine, so the page shows exactly the messages the headless CLI prints and no
 * JSON-Schema compiler (and no `eval`) ships to the browser. `check` gives the engine's `checkInput` once it is
 * there: the page loads its checks with the calculation (src/form/checks.ts), and a Calculate pressed before they are
 * there passes here and is checked by the calculation before its formula runs, its messages at the same fields.
 */
export function createEngineValidator<I, R, V, M extends MessageFunctions>(
  def: Checked<I, R, V, M> | (() => Checked<I, R, V, M>),
  today: () => string,
  check: () => typeof checkInput | undefined,
): ValidatorType<Json, RJSFSchema> {
  return {
    validateFormData(formData) {
      // A getter: the page's form checks with what it has, the form's part of the definition until the
      // calculation (with the cross-field checks) is there.
      const current = typeof def === 'function' ? def() : def;
      const checker = check();
      if (!checker) return { errors: [], errorSchema: {} };
      const checked = checker(current, formData ?? {}, { today: today() });
      return checked.ok ? { errors: [], errorSchema: {} } : toRjsfErrors(checked.errors);
    },
    isValid(schema, formData) {
      return fitsSchema(schema as Json, formData);
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: Json) {
      const errors = fitsSchema(schema as Json, formData) ? [] : [{ message: 'does not match the schema' }];
      return { errors: errors as Result[] };
    },
  };
}
