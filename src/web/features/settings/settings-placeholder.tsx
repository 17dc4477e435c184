import { useLockedFeature } from '../../billing';
import { PageHeader, PageTitle } from '../../ui';
import { SettingsForm } from './settings-form';

/**
 * Settings for visitors and free users (spec §2): a placeholder. The inputs are not connected to
 * any call; 'Save Changes' opens pricing.
 */
export function SettingsPlaceholder() {
  const { openPricing, pricingDialog } = useLockedFeature();
  return (
    <>
      <PageHeader>
        <PageTitle>Settings</PageTitle>
      </PageHeader>
      <SettingsForm
        onSubmit={openPricing}
        name={{}}
        email={{}}
        emailNotifications={{ defaultChecked: true }}
        campaignAlerts={{ defaultChecked: true }}
        apiKeyPlaceholder="Available with a subscription"
      />
      {pricingDialog}
    </>
  );
}
