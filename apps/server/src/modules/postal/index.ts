/** The postal module's public face (ADR 0021): other modules import only this file. */
export { lookupPostalCode } from './postal.service.ts';
