export { browserCheckoutEdges, createCheckoutImplementations, type CheckoutEdges } from './checkout';
export { useLockedFeature } from './use-locked-feature';
