export { useLockedFeature } from './use-locked-feature';
