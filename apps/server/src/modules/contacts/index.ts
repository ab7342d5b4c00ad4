/** The contacts module's public face (ADR 0021): other modules import only this file. */
export { type ContactsDeps, submitContact } from './contacts.service.ts';
