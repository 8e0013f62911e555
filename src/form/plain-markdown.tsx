import type { ReactNode } from 'react';

/**
 * Stands in for 'markdown-to-jsx/react' (aliased in build/browser-aliases.ts). RJSF only renders markdown when a uiSchema sets
 * `enableMarkdownInDescription`, which no definition does, so descriptions stay plain text and a
 * markdown parser stays out of every calculator page.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
