export * from './constants.ts';
export * from './contracts/catalog.ts';
export * from './contracts/common.ts';
export * from './contracts/search.ts';
export * from './rules/locale.ts';
export * from './rules/money.ts';
export * from './rules/pager.ts';
export * from './rules/text.ts';
