/**
 * The certificates module's public face (issue 26, ADR 0108): issuing an order logo's exclusivity
 * certificate (the orders module gives it the subject and the delivered files), reading the
 * current version, and the public verification call.
 */
export {
  type CertificateFile,
  type CertificateRow,
  type CertificateSubject,
  currentCertificate,
  currentCertificates,
  type FileCollector,
  issueCertificate,
} from './certificates.service.ts';
export { verifyRoutes } from './verify.routes.ts';
