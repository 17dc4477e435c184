import { useAppSelector } from '../../store/hooks';
import { selectIsSubscriber } from '../../store/subscription.slice';
import { ArticlesPlaceholder } from './articles-placeholder';
import { SubscriberArticles } from './subscriber-articles';

/** /app/articles: a subscriber's articles (issue 17); everyone else sees the spec's placeholder. */
export function ArticlesScreen() {
  const isSubscriber = useAppSelector(selectIsSubscriber);
  return isSubscriber ? <SubscriberArticles /> : <ArticlesPlaceholder />;
}
