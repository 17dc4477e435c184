import { lockedFeatureMachine, type LockedFeatureEvent } from '../../machines/locked-feature/locked-feature.machine';
import { modelSuite } from './model';

const events: LockedFeatureEvent[] = [{ type: 'pricing.open' }, { type: 'pricing.close' }, { type: 'pricing.planChosen', planId: '684404' }];

// The shell's pricing toggle gets the same 100% state/transition coverage as the workflow machines.
modelSuite(lockedFeatureMachine, { events });
