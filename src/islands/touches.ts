/**
 * What counts as her first touch of an island: focus, a pointer or input in it. One list for the page script, which
 * asks for the files of a result then, and the runner, which imports them then (docs/adr/0003, "The calculation on
 * demand").
 */
export const TOUCHES = ['focusin', 'pointerdown', 'input'] as const;
