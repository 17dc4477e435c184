export { useLockedFeature, type LockedFeatureOptions } from './use-locked-feature';
