import { SETTINGS_MESSAGES } from '../../../shared/messages';
import { useAppSelector } from '../../store/hooks';
import { selectIsSubscriber, selectSubscriptionDeciding } from '../../store/subscription.slice';
import { PageHeader, PageTitle } from '../../ui';
import { SettingsPlaceholder } from './settings-placeholder';
import { SubscriberSettings } from './subscriber-settings';

/**
 * /app/settings: a subscriber's settings that save (issue 17); visitors and free users see the
 * spec's placeholder. While a signed-in user's subscription is still being read, neither is shown.
 */
export function SettingsScreen() {
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const deciding = useAppSelector(selectSubscriptionDeciding);
  if (isSubscriber) return <SubscriberSettings />;
  if (deciding) {
    return (
      <PageHeader>
        <PageTitle>Settings</PageTitle>
        <p role="status">{SETTINGS_MESSAGES.loading}</p>
      </PageHeader>
    );
  }
  return <SettingsPlaceholder />;
}
