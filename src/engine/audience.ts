import type { CalculatorDefinition, FieldError, MessageFunctions, OutsideRule } from './types';

/** Whether a canonical value lies in the part of the input a rule describes. */
function isOutside(rule: OutsideRule, value: unknown): boolean {
  if (rule.equals !== undefined) {
    const values: readonly string[] = typeof rule.equals === 'string' ? [rule.equals] : rule.equals;
    return typeof value === 'string' && values.includes(value);
  }
  if (typeof value !== 'number') return false;
  if (rule.below !== undefined) return value < rule.below;
  return rule.above !== undefined && value > rule.above;
}

/** The rule that applies to each field of canonical input (the first that matches it, as the schema says). */
export function outsideRules(
  def: Pick<CalculatorDefinition, 'audience'>,
  input: Record<string, unknown>,
): OutsideRule[] {
  const seen = new Set<string>();
  const rules: OutsideRule[] = [];
  for (const rule of def.audience?.outside ?? []) {
    if (seen.has(rule.field) || !isOutside(rule, input[rule.field])) continue;
    seen.add(rule.field);
    rules.push(rule);
  }
  return rules;
}

/**
 * What a refusal message is given: the value typed and the rule's bound (`below`, `above`), so the message states
 * the limit the rule applies ("for adults {below} and over") instead of retyping it.
 */
export function refusalParams(rule: OutsideRule, value: unknown) {
  return {
    value,
    ...(rule.below !== undefined && { below: rule.below }),
    ...(rule.above !== undefined && { above: rule.above }),
  };
}

/** The messages at the fields whose value the formula was not made for (`action: 'refuse'`), in the page's language. */
export function refusals(
  def: Pick<CalculatorDefinition, 'audience' | 'messages'>,
  input: Record<string, unknown>,
): FieldError[] {
  const messages = (def.messages ?? {}) as MessageFunctions;
  return outsideRules(def, input).flatMap((rule) => {
    const say = rule.action === 'refuse' && rule.message ? messages[rule.message] : undefined;
    return say
      ? [
          {
            field: rule.field,
            message: (say as (p: ReturnType<typeof refusalParams>) => string)(
              refusalParams(rule, input[rule.field]),
            ),
          },
        ]
      : [];
  });
}
