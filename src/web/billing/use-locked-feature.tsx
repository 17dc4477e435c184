import { useMachine } from '@xstate/react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutChildMachine } from '../../../machines/checkout/checkout.child';
import { lockedFeatureMachine } from '../../../machines/locked-feature/locked-feature.machine';
import { useAppSelector } from '../store/hooks';
import { selectIsSubscriber } from '../store/subscription.slice';
import { PricingDialog, useToast } from '../ui';
import { createCheckoutImplementations, type CheckoutEdges } from './checkout';

/**
 * For the locked placeholder screens (spec §4): `openPricing` is what every action calls, and
 * `pricingDialog` must be rendered by the screen. State lives in lockedFeatureMachine, whose
 * checkout child closes the pricing view once a subscription starts.
 */
export function useLockedFeature({ edges }: { edges?: CheckoutEdges } = {}): {
  openPricing: () => void;
  pricingDialog: ReactElement;
} {
  const navigate = useNavigate();
  const { toast } = useToast();
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const currentPlanId = useAppSelector((s) => (selectIsSubscriber(s) ? s.subscription.planId : null));
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const accessToken = useAppSelector((s) => s.session.accessToken);
  // The implementations are taken once, when the actor starts (useMachine keeps its first logic).
  const [snapshot, send] = useMachine(
    lockedFeatureMachine.provide({
      actions: { notify: (_, notice) => toast(notice) },
      actors: { checkout: checkoutChildMachine.provide(createCheckoutImplementations({ edges, toast })) },
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
      onSelectPlan={(plan) => send({ type: 'pricing.planChosen', plan: plan.name, userId, accessToken })}
      onViewArticle={() => send({ type: 'pricing.close' })}
      onGoToDashboard={() => {
        send({ type: 'pricing.close' });
        navigate('/app');
      }}
    />
  );
  return { openPricing: () => send({ type: 'pricing.open' }), pricingDialog };
}
