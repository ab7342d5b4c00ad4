/**
 * The logos module's public face (ADR 0083): the one writer of the `logos` table, and the one rule
 * of who may reach a logo beyond the public ones. Other modules import only this file.
 *
 * The statement parts (`heldLogosNegotiating`, `heldStatesRestored`, `favoritesCountMoved`) are
 * for other modules' repositories, whose single statements write a logo in one of their steps;
 * like platform/sql.ts, they are SQL, so only repositories use them.
 */
export { designerScope, mayReach } from './logo-access.ts';
export { favoritesCountMoved, heldLogosNegotiating, heldStatesRestored } from './logos.repository.ts';
export { insertLogo, type LogoWrite, setLogoStates, touchLogo, updateLogo } from './logos.service.ts';
