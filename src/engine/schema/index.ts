/**
 * The definition contract, in zod: the only source of it (the types in `../types.ts` are derived from it).
 * Build-time only: zod never reaches the browser bundle (the engine barrel exports types from here, no values).
 */
export * from './audience';
export * from './blocks';
export * from './common';
export * from './definition';
export * from './describe';
export * from './fields';
export * from './journal';
export * from './nearest';
