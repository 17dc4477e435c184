import { lockedFeatureMachine, type LockedFeatureEvent } from '../../machines/locked-feature/locked-feature.machine';
import { modelSuite } from './model';

const events: LockedFeatureEvent[] = [
  { type: 'pricing.open' },
  { type: 'pricing.close' },
  { type: 'pricing.planChosen', plan: 'Growth', userId: 'u1', accessToken: 't' },
  { type: 'checkout.subscribed', productName: 'Growth' },
];

// The shell's pricing toggle gets the same 100% state/transition coverage as the workflow machines.
modelSuite(lockedFeatureMachine, { events });
