/**
 * The accounts module's public face (ADR 0021): other modules import only this file, never the
 * repositories, codes or mail templates behind it.
 */
export { type Buyer, buyerOf } from './buyer.service.ts';
