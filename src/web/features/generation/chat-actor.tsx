import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { chatMachine, chatWizardMachine, type HistoryFacts } from '../../../../machines/chat/chat.machine';
import { checkoutChildMachine } from '../../../../machines/checkout/checkout.child';
import { generationMachine } from '../../../../machines/generation/generation.machine';
import { wizardAnalysisMachine } from '../../../../machines/wizard/wizard.machine';
import { createCheckoutImplementations, type CheckoutEdges } from '../../billing';
import type { ApiClient } from '../../services/api-client';
import type { JobsClient } from '../../services/jobs-client';
import { devInspect } from '../../services/inspector';
import { createChatFacts } from '../../store/chat-facts';
import { articleSaved } from '../../store/quota.slice';
import type { AppStore } from '../../store/store';
import type { ShowToast } from '../../ui';

/** The outside world of the chat: every effect its machines name, filled in once, here. */
export interface ChatEdges {
  api: ApiClient;
  /** The on-load reads of spec §4 for a signed-in user (and the article the server may still be writing). */
  loadHistory: (userId: string, accessToken: string) => Promise<HistoryFacts>;
  /** The server's generation jobs: the progress bar follows the one writing the article. */
  jobs?: JobsClient;
  /** Session, subscription and credits arrive from this store as events. */
  store: AppStore;
  toast: ShowToast;
  /** Starts the provider's sign-in; resolves false when it could not be started. */
  signIn: () => Promise<boolean>;
  goToDashboard: () => void;
  checkout?: CheckoutEdges;
}

/** The chat machine with its placeholders filled: the API, the history read, the store's facts, toasts, checkout. */
export function createChatLogic(edges: ChatEdges) {
  return chatMachine.provide({
    actors: {
      wizard: chatWizardMachine.provide({
        actors: {
          analysis: wizardAnalysisMachine.provide({
            actors: {
              scrape: fromPromise(({ input, signal }) => edges.api.scrape(input.url, input.accessToken, signal)),
              fetchTopics: fromPromise(({ input, signal }) => edges.api.topics(input.contentId, input.accessToken, signal)),
            },
          }),
          generation: generationMachine.provide({
            actors: {
              generateArticle: fromPromise(async ({ input, signal }) => {
                const answer = await edges.api.generateArticle(input.topic, input.contentId, input.accessToken, signal);
                // The shell's quota line follows a subscriber's articles left (issue 17).
                if (answer.article && !answer.error) edges.store.dispatch(articleSaved({ creditsRemaining: answer.creditsRemaining }));
                return answer;
              }),
              jobProgress: fromCallback(({ input, sendBack }) => {
                const following = new AbortController();
                void edges.jobs?.follow(input.contentId, input.accessToken, following.signal, (e) => sendBack({ type: 'job.progress', progress: e.progress }));
                return () => following.abort();
              }),
            },
          }),
        },
      }),
      checkout: checkoutChildMachine.provide(createCheckoutImplementations({ edges: edges.checkout, toast: edges.toast })),
      loadHistory: fromPromise(({ input }) => edges.loadHistory(input.userId, input.accessToken)),
      facts: createChatFacts(edges.store),
    },
    actions: {
      notify: (_, notice) => edges.toast(notice),
      startSignIn: ({ self }) => {
        void edges.signIn().then((started) => {
          if (!started) self.send({ type: 'session.signInFailed' });
        });
      },
      goToDashboard: () => edges.goToDashboard(),
    },
  });
}

/** The one chat actor of the screen, provided at its edge; views read it with `ChatActor.useSelector`. */
export const ChatActor = createActorContext(chatMachine);

export function ChatProvider({ edges, children }: { edges: ChatEdges; children: ReactNode }) {
  // The actor takes its logic once, when it starts (createActorContext keeps the first logic).
  return (
    <ChatActor.Provider logic={createChatLogic(edges)} options={{ inspect: devInspect() }}>
      {children}
    </ChatActor.Provider>
  );
}
