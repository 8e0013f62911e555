/**
 * Modules the bundler may drop when nothing of them is used, given to Rolldown's `treeshake.moduleSideEffects`
 * (a documented option; anything else keeps its package's own `sideEffects` field).
 * - The engine (src/engine) only defines: no module of it does anything when loaded. A page that imports the
 *   `@/engine` barrel then gets only the engine modules it uses: without it every module the barrel exports (the
 *   cycle and calendar maths and their date-fns functions) would be kept on every calculator page.
 * - Emotion imports hoist-non-react-statics (3.3.2) for `withTheme`, which the site never uses, with a bare
 *   `import`; the package does not declare itself free of side effects, so the bundler kept it (and its copy of
 *   react-is) on every page. It only defines functions.
 */
const SIDE_EFFECT_FREE: readonly RegExp[] = [
  /[\\/]src[\\/]engine[\\/][^\\/]+\.ts$/,
  /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
];

/** Rolldown's `treeshake.moduleSideEffects`: false for SIDE_EFFECT_FREE, the package's own answer otherwise. */
export function moduleSideEffects(id: string): boolean | undefined {
  return SIDE_EFFECT_FREE.some((pattern) => pattern.test(id)) ? false : undefined;
}
