import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { generationMachine } from '../../../../machines/generation/generation.machine';
import { paywallMachine } from '../../../../machines/paywall/paywall.machine';
import { wizardAnalysisMachine, wizardMachine, type HistoryFacts } from '../../../../machines/wizard/wizard.machine';
import type { ApiClient } from '../../services/api-client';
import { devInspect } from '../../services/inspector';
import type { ShowToast } from '../../ui';

export interface WorkflowSession {
  accessToken: string;
  userName: string | null;
  userId: string;
}

export interface WorkflowDeps {
  api: ApiClient;
  toast: ShowToast;
  session: WorkflowSession | null;
  /** The on-load reads of spec §4 for a signed-in user. */
  loadHistory: (userId: string) => Promise<HistoryFacts>;
}

/**
 * The React edge of the workflow: creates the wizard and paywall actors, fills the machines'
 * placeholder actors and actions with the API client, toasts and the paywall, and feeds Redux
 * session data in as events.
 */
export function useGenerationWorkflow({ api, toast, session, loadHistory }: WorkflowDeps) {
  const inspect = devInspect();
  const paywall = useActorRef(paywallMachine, { inspect });
  const wizard = useActorRef(
    wizardMachine.provide({
      actors: {
        analysis: wizardAnalysisMachine.provide({
          actors: {
            scrape: fromPromise(({ input, signal }) => api.scrape(input.url, input.accessToken, signal)),
            fetchTopics: fromPromise(({ input, signal }) => api.topics(input.contentId, input.accessToken, signal)),
          },
        }),
        generation: generationMachine.provide({
          actors: {
            generateArticle: fromPromise(({ input, signal }) => api.generateArticle(input.topic, input.contentId, input.accessToken, signal)),
          },
        }),
      },
      actions: {
        notify: (_, notice) => toast(notice),
        showPaywall: (_, { article }) => paywall.send({ type: 'paywall.show', article }),
        restorePaywall: () => paywall.send({ type: 'paywall.restore' }),
        restoreArticle: (_, { article }) => paywall.send({ type: 'article.restore', article }),
        openDialog: () => paywall.send({ type: 'dialog.open' }),
      },
    }),
    { inspect },
  );

  const accessToken = session?.accessToken ?? null;
  const userName = session?.userName ?? null;
  const userId = session?.userId ?? null;
  useEffect(() => {
    wizard.send({ type: 'session.changed', accessToken, userName });
  }, [wizard, accessToken, userName]);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    loadHistory(userId).then(
      (facts) => current && wizard.send({ type: 'history.loaded', facts }),
      // A failed read leaves the screen as a fresh start; the next analysis answers authoritatively.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wizard, userId, loadHistory]);

  return { wizard, paywall };
}
