import { use, useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadRuntimeConfig } from '../../config';
import { createApiClient } from '../../services/api-client';
import { getSupabaseClient } from '../../services/supabase-client';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSession, signInStarted } from '../../store/session.slice';
import { selectIsSubscriber } from '../../store/subscription.slice';
import { useCheckout } from '../../ui/checkout';
import { GenerationChat } from './generation-chat';
import { loadHistory } from './history';

/** Where 'Go to Dashboard' leads a subscriber: their articles. */
const DASHBOARD_PATH = '/app/articles';

/** /app/article-generation: the chat wired to Redux (session, subscription), the API and supabase reads. */
export function GenerationScreen() {
  const config = use(loadRuntimeConfig());
  const api = useMemo(() => createApiClient({ generationApiUrl: config.generationApiUrl }), [config.generationApiUrl]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, accessToken } = useAppSelector(selectSession);
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const planId = useAppSelector((s) => s.subscription.planId);
  const session = useMemo(
    () => (user && accessToken ? { accessToken, userName: user.displayName || null, userId: user.id } : null),
    [user, accessToken],
  );
  // A plan button hands over the dialog's close; checkout calls it once the subscription started.
  const closeDialog = useRef<() => void>(() => {});
  const { selectPlan } = useCheckout({ onSubscribed: () => closeDialog.current() });
  const history = useCallback(async (userId: string) => loadHistory(await getSupabaseClient(), userId), []);

  return (
    <GenerationChat
      api={api}
      session={session}
      loadHistory={history}
      isSubscriber={isSubscriber}
      currentPlanId={planId}
      signInLabel={config.mode === 'embedded' ? 'Sign in with Local Provider' : 'Sign in with Google'}
      onSignIn={async () => signInStarted.fulfilled.match(await dispatch(signInStarted()))}
      onSelectPlan={(plan, close) => {
        closeDialog.current = close;
        selectPlan(plan);
      }}
      onGoToDashboard={() => navigate(DASHBOARD_PATH)}
    />
  );
}
