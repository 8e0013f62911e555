/**
 * A definition in another language: its texts from its translation (`definitions/<id>/es.ts` over the shared
 * dictionary) and its messages compiled for that language, which carry the engine's words and the locale
 * (language.ts). Formulas, checks and words.ts are the English definition's own: only words change.
 */
import { LANGUAGE, type Language } from './language';
import { localizeTexts, type Translation } from './texts';
import { SHARED_ES } from './texts.es';
import type { CalculatorDefinition, MessageFunctions } from './types';

/** The Spanish definition: texts translated (a text without Spanish throws, naming it), Spanish messages. */
export function localizeDefinition<I, R, V, M extends MessageFunctions>(
  english: CalculatorDefinition<I, R, V, M>,
  translation: Translation,
  messages: M,
): CalculatorDefinition<I, R, V, M> {
  const language = (messages as { [LANGUAGE]?: Language })[LANGUAGE];
  if (language?.locale !== 'es-US') {
    throw new Error(
      `${english.id}: the Spanish definition needs messages.es.gen (its messages are not es-US)`,
    );
  }
  return { ...localizeTexts(english, translation.texts, SHARED_ES), messages };
}
