import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Smaller stand-ins for three RJSF dependencies in the browser bundle, by package name (no file inside a package is
 * named, so a version bump cannot break them silently; src/form/plain-markdown.tsx and src/form/uri-resolver.ts
 * each have a test of the contract they replace). Build only: in dev, Vite's dependency pre-bundle keeps ajv
 * code that needs the real fast-uri, and tests keep the originals.
 */
export const BROWSER_ALIASES: Record<string, string> = {
  // RJSF's markdown descriptions are never enabled (see src/form/plain-markdown.tsx).
  'markdown-to-jsx/react': path.join(root, 'src/form/plain-markdown.tsx'),
  // RJSF resolves `$ref` URIs with the platform's URL parser instead of fast-uri (see src/form/uri-resolver.ts).
  'fast-uri': path.join(root, 'src/form/uri-resolver.ts'),
  // RJSF's deepEquals with the rules of its fast-equals configuration only (see src/form/deep-equals.ts).
  'fast-equals': path.join(root, 'src/form/deep-equals.ts'),
};

/**
 * Chakra's theme files one by one (recipes, tokens), so unused recipes stay out of the bundle. The package exports
 * only `./theme` as a whole; tests/unit/library-patches.test.tsx checks every file src/ imports this way exists.
 */
export const CHAKRA_THEME_DIR = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/theme');

/** The aliases every build, dev server and test shares. */
export const SOURCE_ALIASES: Record<string, string> = {
  '@': path.join(root, 'src'),
  'chakra-theme': CHAKRA_THEME_DIR,
};
