import { PUBLISHING_MESSAGES } from '../../../shared/messages';
import { useAppSelector } from '../../store/hooks';
import { selectIsSubscriber, selectSubscriptionDeciding } from '../../store/subscription.slice';
import { PageHeader, PageTitle } from '../../ui';
import { IntegratePlaceholder } from './integrate-placeholder';
import { SubscriberIntegrations } from './subscriber-integrations';

/**
 * /app/integrate: a subscriber connects WordPress, Ghost and webhooks (issue 17); visitors and free
 * users see the spec's placeholder. While a signed-in user's subscription is still being read,
 * neither is shown yet.
 */
export function IntegrateScreen() {
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const deciding = useAppSelector(selectSubscriptionDeciding);
  if (isSubscriber) return <SubscriberIntegrations />;
  if (deciding) {
    return (
      <PageHeader>
        <PageTitle>CMS Integration</PageTitle>
        <p role="status">{PUBLISHING_MESSAGES.loading}</p>
      </PageHeader>
    );
  }
  return <IntegratePlaceholder />;
}
