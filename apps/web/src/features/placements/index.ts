// What the app shell takes from placements (features never import each other).
export { PreCartDrawerHost } from './components/pre-cart-drawer-host';
