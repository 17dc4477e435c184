import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { lockedFeatureMachine } from '../../../../machines/locked-feature/locked-feature.machine';
import { PricingDialog } from '../pricing-dialog';

export interface LockedFeatureOptions {
  /**
   * Checkout seam: called with the chosen plan's id. Checkout is built separately; until a screen
   * passes it, choosing a plan leaves the dialog open and does nothing else.
   */
  startCheckout?: (planId: string) => void;
  /** The user's subscription, once the store provides it; a visitor has none. */
  currentPlanId?: string | null;
  isSubscriber?: boolean;
}

/**
 * For the locked placeholder screens (spec §4): `openPricing` is what every action calls, and
 * `pricingDialog` must be rendered by the screen. State lives in lockedFeatureMachine.
 */
export function useLockedFeature({ startCheckout, currentPlanId = null, isSubscriber = false }: LockedFeatureOptions = {}): {
  openPricing: () => void;
  pricingDialog: ReactElement;
} {
  const navigate = useNavigate();
  // useMachine keeps the logic of its first render, so the action reads the latest handler.
  const checkout = useRef(startCheckout);
  useEffect(() => {
    checkout.current = startCheckout;
  });
  const [snapshot, send] = useMachine(
    lockedFeatureMachine.provide({
      actions: { startCheckout: (_, { planId }) => checkout.current?.(planId) },
    }),
  );
  const pricingDialog = (
    <PricingDialog
      open={snapshot.matches('pricing')}
      onClose={() => send({ type: 'pricing.close' })}
      currentPlanId={currentPlanId}
      isSubscriber={isSubscriber}
      // No article is generated on these screens, so the dialog never offers one.
      hasArticle={false}
      onSelectPlan={(plan) => send({ type: 'pricing.planChosen', planId: plan.id })}
      onViewArticle={() => send({ type: 'pricing.close' })}
      onGoToDashboard={() => {
        send({ type: 'pricing.close' });
        navigate('/app');
      }}
    />
  );
  return { openPricing: () => send({ type: 'pricing.open' }), pricingDialog };
}
