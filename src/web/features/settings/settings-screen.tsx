import styled from 'styled-components';
import { Button, Field, PageHeader, PageTitle, Panel, TextInput } from '../../ui';
import { useLockedFeature } from '../../billing';

const Toggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  & > input {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Settings (spec §2): a placeholder. The inputs are not connected to any call; 'Save Changes'
 * opens pricing.
 */
export function SettingsScreen() {
  const { openPricing, pricingDialog } = useLockedFeature();
  return (
    <>
      <PageHeader>
        <PageTitle>Settings</PageTitle>
      </PageHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          openPricing();
        }}
      >
        <Panel aria-labelledby="settings-profile">
          <h2 id="settings-profile">Profile Settings</h2>
          <Field>
            Name
            <TextInput name="name" autoComplete="name" />
          </Field>
          <Field>
            Email
            <TextInput name="email" type="email" autoComplete="email" />
          </Field>
        </Panel>
        <Panel aria-labelledby="settings-notifications">
          <h2 id="settings-notifications">Notification Settings</h2>
          <Toggle>
            Email Notifications
            <input type="checkbox" role="switch" name="emailNotifications" defaultChecked />
          </Toggle>
          <Toggle>
            Campaign Alerts
            <input type="checkbox" role="switch" name="campaignAlerts" defaultChecked />
          </Toggle>
        </Panel>
        <Panel aria-labelledby="settings-api">
          <h2 id="settings-api">API Settings</h2>
          <Field>
            API Key
            <TextInput name="apiKey" readOnly placeholder="Available with a subscription" />
          </Field>
        </Panel>
        <Button type="submit">Save Changes</Button>
      </form>
      {pricingDialog}
    </>
  );
}
