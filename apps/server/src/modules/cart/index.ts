/**
 * The cart module's public face: the order transaction reads the chosen lines and removes the
 * bought ones through these, never through the cart's repository.
 */
export { cartRoutes } from './cart.routes.ts';
export { linesForCheckout, removeBought, typedNamesFor } from './cart.service.ts';
export { namedPictureUrl } from './cart-lines.ts';
