import { type Actor, isAdmin } from '../../platform/auth/auth.ts';

/**
 * Who may reach a logo beyond the public ones: an admin every logo, a designer the logos whose
 * designer they are (another's answers 404, as if it did not exist). Roles themselves are checked
 * on the routes.
 */

/** The designers whose logos the actor may reach: every one for an admin, themselves for a designer. */
export function designerScope(actor: Actor | null): number[] | undefined {
  return actor?.role === 'designer' ? [actor.id] : undefined;
}

export function mayReach(actor: Actor | null, logo: { designer_id: number | null }): boolean {
  if (isAdmin(actor)) return true;
  return actor?.role === 'designer' && logo.designer_id !== null && Number(logo.designer_id) === actor.id;
}
