import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { customFields } from '../src/form/theme';
import { customBlocks } from '../src/results/registry';
import { HANDBOOK_FILE, handbookReference, readHandbook, withReference } from './lib/handbook';

/** `npm run handbook`: rewrites the generated reference of docs/authoring.md from the schema and the registries. */
const reference = handbookReference(Object.keys(customBlocks), Object.keys(customFields));
const before = readHandbook();
const after = withReference(before, reference);
writeFileSync(HANDBOOK_FILE, after);
console.log(
  `${path.relative(process.cwd(), HANDBOOK_FILE)}: reference ${before === after ? 'already up to date' : 'rewritten'}`,
);
