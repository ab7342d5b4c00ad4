/** The health module's public face (ADR 0021): liveness and readiness for the platform. */
export { healthRoutes } from './health.routes.ts';
