import type { Language } from './language';
import messages from './messages.es.gen';

/** US Spanish: the engine's words (messages.es.ts, docs/es/style-guide.md) and es-US formatting. */
export const SPANISH: Language = { locale: 'es-US', messages };
