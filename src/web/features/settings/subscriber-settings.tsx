import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { settingsMachine } from '../../../../machines/settings/settings.machine';
import { settingsView } from '../../../../machines/settings/settings.view';
import { DISPLAY_NAME_MAX } from '../../../shared/contracts/settings';
import { SETTINGS_MESSAGES as M } from '../../../shared/messages';
import { loadSettings, saveSettings } from '../../services/settings-client';
import { getSupabaseClient } from '../../services/supabase-client';
import { Button, EmptyState, PageHeader, PageTitle, useToast } from '../../ui';
import { SettingsForm } from './settings-form';

const Alert = styled.p`
  color: ${({ theme }) => theme.color.red};
`;

/** Settings for a subscriber (issue 17). Workflow is the settings machine's; this renders it. */
export function SubscriberSettings() {
  const { toast } = useToast();
  const [snapshot, send] = useMachine(
    settingsMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => loadSettings(await getSupabaseClient())),
        saveSettings: fromPromise(async ({ input }) => saveSettings(await getSupabaseClient(), input)),
      },
      actions: { notify: (_, notice) => toast(notice) },
    }),
  );
  const view = settingsView(snapshot);

  return (
    <>
      <PageHeader>
        <PageTitle>Settings</PageTitle>
      </PageHeader>
      {view.loading && <p role="status">{M.loading}</p>}
      {view.loadFailed && (
        <EmptyState>
          <Alert role="alert">{view.error ?? M.loadFailed}</Alert>
          <Button onClick={() => send({ type: 'user.retry' })}>{M.retry}</Button>
        </EmptyState>
      )}
      {view.form && (
        <SettingsForm
          onSubmit={() => send({ type: 'user.save' })}
          busy={view.saving}
          name={{
            value: view.values.name,
            maxLength: DISPLAY_NAME_MAX,
            readOnly: view.saving,
            onChange: (e) => send({ type: 'user.edit', values: { name: e.target.value } }),
          }}
          nameHint={M.nameHint}
          email={{ value: view.email, readOnly: true }}
          emailHint={M.emailHint}
          emailNotifications={{
            checked: view.values.emailNotifications,
            disabled: view.saving,
            onChange: (e) => send({ type: 'user.edit', values: { emailNotifications: e.target.checked } }),
          }}
          campaignAlerts={{
            checked: view.values.campaignAlerts,
            disabled: view.saving,
            onChange: (e) => send({ type: 'user.edit', values: { campaignAlerts: e.target.checked } }),
          }}
          apiKeyPlaceholder={M.apiKeyPlaceholder}
          status={
            view.saving ? (
              <p role="status">{M.saving}</p>
            ) : view.error ? (
              <Alert role="alert">{view.error}</Alert>
            ) : view.saved ? (
              <p role="status">{M.saved.title}</p>
            ) : null
          }
        />
      )}
    </>
  );
}
