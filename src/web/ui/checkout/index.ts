export { useCheckout, type CheckoutEdges } from './use-checkout';
