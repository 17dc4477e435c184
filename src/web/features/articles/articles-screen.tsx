import { ARTICLES_MESSAGES } from '../../../shared/messages';
import { useAppSelector } from '../../store/hooks';
import { selectIsSubscriber, selectSubscriptionDeciding } from '../../store/subscription.slice';
import { PageHeader, PageTitle } from '../../ui';
import { ArticlesPlaceholder } from './articles-placeholder';
import { SubscriberArticles } from './subscriber-articles';

/**
 * /app/articles: a subscriber's articles (issue 17); visitors and free users see the spec's
 * placeholder. While a signed-in user's subscription is still being read, neither is shown yet,
 * so a subscriber never meets the placeholder's 'Create Article' for a moment.
 */
export function ArticlesScreen() {
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const deciding = useAppSelector(selectSubscriptionDeciding);
  if (isSubscriber) return <SubscriberArticles />;
  if (deciding) {
    return (
      <PageHeader>
        <PageTitle>Your Articles</PageTitle>
        <p role="status">{ARTICLES_MESSAGES.loading}</p>
      </PageHeader>
    );
  }
  return <ArticlesPlaceholder />;
}
