/** The zips module's public face. */
export { deliveryZipKey } from './zips.service.ts';
