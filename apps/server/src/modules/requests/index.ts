/** The requests module's public face (ADR 0021): other modules import only this file. */
export { createLogoRequest, listMyRequests, type RequestsDeps } from './requests.service.ts';
