import { addListener } from '@reduxjs/toolkit';
import { fromCallback } from 'xstate';
import type { ChatEvent, ChatFactEvent } from '../../../machines/chat/chat.machine';
import { selectFreeTrialCompleted, selectSomeCreditsExhausted } from './credits.slice';
import { selectIsSubscriber } from './subscription.slice';
import type { AppDispatch, AppStore, RootState } from './store';

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

function sessionFact(state: RootState): ChatFactEvent {
  const { user, accessToken } = state.session;
  return user && accessToken
    ? { type: 'session.changed', accessToken, userName: user.displayName || null, userId: user.id }
    : { type: 'session.changed', accessToken: null, userName: null, userId: null };
}

const subscriptionFact = (state: RootState): ChatFactEvent => ({
  type: 'subscription.changed',
  isSubscriber: selectIsSubscriber(state),
  planId: state.subscription.planId,
});

const creditsFact = (state: RootState): ChatFactEvent => ({
  type: 'credits.loaded',
  someExhausted: selectSomeCreditsExhausted(state),
  allExhausted: selectFreeTrialCompleted(state),
});

/**
 * The chat actor's `facts` child: a listener on the store's listener middleware that sends the
 * session, subscription and credit facts as events — the current ones when the chat starts, then
 * each change — and is removed when the chat stops.
 */
export function createChatFacts(store: AppStore) {
  return fromCallback<ChatEvent>(({ sendBack }) => {
    const start = store.getState();
    sendBack(sessionFact(start));
    sendBack(subscriptionFact(start));
    if (start.credits.loading === 'loaded') sendBack(creditsFact(start));
    return store.dispatch(
      addAppListener({
        predicate: (_action, current, previous) =>
          current.session !== previous.session || current.subscription !== previous.subscription || current.credits !== previous.credits,
        effect: (_action, api) => {
          const current = api.getState();
          const previous = api.getOriginalState();
          if (current.session.user?.id !== previous.session.user?.id || current.session.accessToken !== previous.session.accessToken ||
            current.session.user?.displayName !== previous.session.user?.displayName) {
            sendBack(sessionFact(current));
          }
          if (current.subscription !== previous.subscription) sendBack(subscriptionFact(current));
          if (current.credits.loading === 'loaded' && current.credits !== previous.credits) sendBack(creditsFact(current));
        },
      }),
    );
  });
}
