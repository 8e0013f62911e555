/**
 * What the form needs only once a result is wanted: the checks of each value and of the whole form, the run of the
 * formula and the lines of the calculation with her numbers. Loaded with the calculation (on her first touch of the
 * form, a share link or a Calculate held), not with the page: nothing before a Calculate checks (docs/adr/0012).
 */
export { checkInput, explainLines, runCalculator } from '@/engine/run';
