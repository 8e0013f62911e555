import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CUSTOM_COMPONENTS } from '../src/engine/schema';
import { CUSTOM_FIELD_WIDGETS } from '../src/engine/widgets';
import { HANDBOOK_FILE, handbookReference, readHandbook, withReference } from './lib/handbook';

/**
 * `npm run handbook`: rewrites the generated reference of docs/authoring.md from the schema. The schema's lists of
 * custom blocks and fields, not the registries: those import browser modules plain Node cannot load, and
 * tests/unit/handbook.test.ts holds the registries to the same names.
 */
const reference = handbookReference([...CUSTOM_COMPONENTS], [...CUSTOM_FIELD_WIDGETS]);
const before = readHandbook();
const after = withReference(before, reference);
writeFileSync(HANDBOOK_FILE, after);
console.log(
  `${path.relative(process.cwd(), HANDBOOK_FILE)}: reference ${before === after ? 'already up to date' : 'rewritten'}`,
);
