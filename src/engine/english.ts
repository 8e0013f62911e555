import type { Language } from './language';
import messages from './messages.en.gen';

/** English (US): the engine's words and en-US formatting. */
export const ENGLISH: Language = { locale: 'en-US', messages };
