export { browserCheckoutEdges, checkoutImplementations, type CheckoutEdges } from './checkout';
export { useLockedFeature } from './use-locked-feature';
