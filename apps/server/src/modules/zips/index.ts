/**
 * The zips module's public face: the delivery zip key, and the checked zip reader for other
 * uploads that carry a zip (the catalogue's CSV import with its images).
 */
export {
  LOCAL_SIZE,
  readEnd,
  readLocalHeader,
  readZip64End,
  ZIP_TAIL_BYTES,
  ZIP64_EOCD_SIZE,
} from './zip-check.ts';
export { parseDirectory } from './zip-directory.ts';
export { fileSource } from './zip-inspect.ts';
export { checkZipUpload } from './zip-intake.ts';
export { deliveryFileName, deliveryZipKey, type ZipDelivery } from './zips.service.ts';
