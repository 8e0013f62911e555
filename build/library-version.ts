import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A library version a build workaround was written against (docs/adr/0006). */
export interface LibraryTarget {
  /** The npm package whose code the workaround knows. */
  name: string;
  /** The exact version it was checked against; another version fails the build until the workaround is rechecked. */
  version: string;
}

/** The version of a package installed in this checkout's node_modules. */
export function installedVersion(name: string, root = process.cwd()): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Fails loudly (at build and dev-server start, and in tests/unit/library-patches.test.tsx) when a library moved
 * past the version a workaround was written for: its internals may have changed in a way the workaround cannot
 * see, so the check must happen before a visitor's browser finds out.
 */
export function assertLibraryVersions(plugin: string, targets: readonly LibraryTarget[]): void {
  for (const { name, version } of targets) {
    const installed = installedVersion(name);
    if (installed !== version) {
      throw new Error(
        `${plugin} was written for ${name} ${version}, but ${installed} is installed: recheck build/${plugin}.ts against the new version (docs/adr/0006-library-patches.md), then update its target`,
      );
    }
  }
}
