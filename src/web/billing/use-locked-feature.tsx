import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { lockedFeatureMachine } from '../../../../machines/locked-feature/locked-feature.machine';
import { PricingDialog } from '../pricing-dialog';
import { useCheckout } from '../checkout';
import { planById } from '../../../shared/plans';
import { useAppSelector } from '../../store/hooks';
import { selectIsSubscriber } from '../../store/subscription.slice';

/**
 * For the locked placeholder screens (spec §4): `openPricing` is what every action calls, and
 * `pricingDialog` must be rendered by the screen. State lives in lockedFeatureMachine; the plan
 * buttons reflect the user's subscription and start checkout.
 */
export function useLockedFeature(): {
  openPricing: () => void;
  pricingDialog: ReactElement;
} {
  const navigate = useNavigate();
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const currentPlanId = useAppSelector((s) => (selectIsSubscriber(s) ? s.subscription.planId : null));
  // Checkout closes the dialog once a subscription starts; it reaches the machine through this ref.
  const sendRef = useRef<((event: { type: 'pricing.close' }) => void) | null>(null);
  const { selectPlan } = useCheckout({ onSubscribed: () => sendRef.current?.({ type: 'pricing.close' }) });
  const [snapshot, send] = useMachine(
    lockedFeatureMachine.provide({
      actions: {
        startCheckout: (_, { planId }) => {
          const plan = planById(planId);
          if (plan) selectPlan(plan);
        },
      },
    }),
  );
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
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
