import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A library release a build workaround was written against (docs/adr/0006). */
export interface LibraryTarget {
  /** The npm package whose code the workaround knows (a dependency package.json names with a `~` range). */
  name: string;
  /** The release it was checked against; any later patch of the same minor is accepted (`~version`). */
  version: string;
}

/** The version of a package installed in this checkout's node_modules. */
export function installedVersion(name: string, root = process.cwd()): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Whether `installed` is within npm's `~target`: the same major and minor, the same or a later patch, and no
 * prerelease. Patches may change the code a workaround reads too; its own guards (the text it must find, the exports,
 * CSS and bytes it must keep) catch that. A minor release is rechecked by hand (docs/adr/0006-library-patches.md).
 */
export function samePatchLine(installed: string, target: string): boolean {
  const parse = (version: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1).map(Number);
  const have = parse(installed);
  const want = parse(target);
  if (!have || !want) return false;
  return have[0] === want[0] && have[1] === want[1] && (have[2] ?? 0) >= (want[2] ?? 0);
}

/**
 * Fails loudly (at build and dev-server start, and in tests/unit/library-patches.test.tsx) when a library moved to
 * another minor than the one a workaround was written for: its internals may have changed in a way the workaround's
 * own guards cannot see, so the check must happen before a visitor's browser finds out.
 */
export function assertLibraryVersions(plugin: string, targets: readonly LibraryTarget[]): void {
  for (const { name, version } of targets) {
    const installed = installedVersion(name);
    if (!samePatchLine(installed, version)) {
      throw new Error(
        `${plugin} was written for ${name} ~${version}, but ${installed} is installed: recheck build/${plugin}.ts against the new minor (docs/adr/0006-library-patches.md), then update its target`,
      );
    }
  }
}
