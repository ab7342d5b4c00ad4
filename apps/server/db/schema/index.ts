export * from './auth.ts';
export * from './buying.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './limits.ts';
export * from './ops.ts';
export * from './search.ts';
export * from './users.ts';
