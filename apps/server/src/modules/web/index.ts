/** The web module's public face (ADR 0021): the built shop and back office, served with heads. */
export { NOT_BUILT, registerWeb } from './web.routes.ts';
