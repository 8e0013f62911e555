import path from 'node:path';

/** The folder of the site's own words (src/site/messages/messages.ts, messages.es.ts), compiled with the definitions'. */
export const SITE_MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/site/messages');

/** The private journal's words (src/journal/messages.ts, messages.es.ts), compiled like the site's. */
export const JOURNAL_MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/journal');
