import { use, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { LABELS } from '../../../shared/messages';
import { loadRuntimeConfig } from '../../config';
import { createApiClient } from '../../services/api-client';
import { createJobsClient } from '../../services/jobs-client';
import { getSupabaseClient } from '../../services/supabase-client';
import { useAppDispatch } from '../../store/hooks';
import { signInStarted } from '../../store/session.slice';
import type { AppStore } from '../../store/store';
import { useToast } from '../../ui';
import { ChatProvider, type ChatEdges } from './chat-actor';
import { GenerationChat } from './generation-chat';
import { loadHistory } from './history';

/** Where 'Go to Dashboard' leads a subscriber: their articles. */
const DASHBOARD_PATH = '/app/articles';

/** /app/article-generation: the chat actor provided with the API, the store, supabase reads, toasts and checkout. */
export function GenerationScreen() {
  const config = use(loadRuntimeConfig());
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const edges = useMemo<ChatEdges>(() => {
    const jobs = createJobsClient({ generationApiUrl: config.generationApiUrl });
    return {
      api: createApiClient({ generationApiUrl: config.generationApiUrl }),
      jobs,
      loadHistory: async (userId, accessToken) => loadHistory(await getSupabaseClient(), jobs, userId, accessToken),
      store,
      toast,
      signIn: async () => signInStarted.fulfilled.match(await dispatch(signInStarted())),
      goToDashboard: () => navigate(DASHBOARD_PATH),
    };
  }, [config.generationApiUrl, store, toast, dispatch, navigate]);

  return (
    <ChatProvider edges={edges}>
      <GenerationChat signInLabel={LABELS.signInWith(config.mode)} />
    </ChatProvider>
  );
}
