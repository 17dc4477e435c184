import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** What the Settings screen shows for a subscriber, from the machine's snapshot (the view only renders this). */
export function settingsView(snapshot: SettingsSnapshot) {
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const loadFailed = snapshot.matches('loadFailed');
  const saving = snapshot.matches('saving');
  return {
    loading,
    loadFailed,
    /** The form is shown once loaded, and locked while a save runs. */
    form: !loading && !loadFailed,
    saving,
    saved: snapshot.matches({ editing: 'saved' }),
    error: context.error,
    values: context.values,
    email: context.email,
  };
}
export type SettingsView = ReturnType<typeof settingsView>;
