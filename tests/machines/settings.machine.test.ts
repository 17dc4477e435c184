import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { settingsMachine } from '../../machines/settings/settings.machine';
import { settingsView } from '../../machines/settings/settings.view';
import type { LoadedSettings, SettingsValues } from '../../src/shared/contracts/settings';
import { modelSuite } from './model';

const LOADED: LoadedSettings = { values: { name: 'Ada', emailNotifications: true, campaignAlerts: false }, email: 'ada@example.com' };

modelSuite(settingsMachine, {
  fakes: ['loadSettings', 'saveSettings'],
  events: [
    { type: 'user.retry' },
    { type: 'user.edit', values: { name: 'Grace' } },
    { type: 'user.save' },
    { type: 'xstate.done.actor.loadSettings', output: LOADED },
    { type: 'xstate.error.actor.loadSettings', error: new Error('down') },
    { type: 'xstate.done.actor.saveSettings', output: undefined },
    { type: 'xstate.error.actor.saveSettings', error: new Error('refused') },
  ],
});

function start(opts: { failSave?: boolean; failLoad?: boolean } = {}) {
  const calls = { notify: vi.fn(), saved: [] as SettingsValues[] };
  const actor = createActor(
    settingsMachine.provide({
      actions: { notify: (_, notice) => calls.notify(notice) },
      actors: {
        loadSettings: fromPromise(async () => {
          if (opts.failLoad) throw new Error('The settings could not be read');
          return LOADED;
        }),
        saveSettings: fromPromise(async ({ input }) => {
          if (opts.failSave) throw new Error('new row violates row-level security policy');
          calls.saved.push(input);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('settingsMachine', () => {
  it('loads, edits, saves the edited values and toasts the success', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(settingsView(actor.getSnapshot())).toMatchObject({ form: true, email: 'ada@example.com', values: LOADED.values });
    actor.send({ type: 'user.edit', values: { name: 'Ada Lovelace' } });
    actor.send({ type: 'user.edit', values: { campaignAlerts: true } });
    actor.send({ type: 'user.save' });
    expect(settingsView(actor.getSnapshot()).saving).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    // A save in flight takes no edits and no second save.
    actor.send({ type: 'user.edit', values: { name: 'ignored' } });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(calls.saved).toEqual([{ name: 'Ada Lovelace', emailNotifications: true, campaignAlerts: true }]);
    expect(calls.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings saved' }));
    actor.send({ type: 'user.edit', values: { emailNotifications: false } });
    expect(settingsView(actor.getSnapshot())).toMatchObject({ saved: false, values: { name: 'Ada Lovelace', emailNotifications: false } });
  });

  it('keeps the edits when a save fails, says why, and saves them on the next try', async () => {
    const { actor, calls } = start({ failSave: true });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'user.edit', values: { name: 'Grace' } });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(settingsView(actor.getSnapshot())).toMatchObject({ error: 'new row violates row-level security policy', values: { name: 'Grace' } });
    expect(calls.notify).toHaveBeenCalledWith({
      title: 'Settings not saved',
      description: 'new row violates row-level security policy. Your changes are still in the form: press Save Changes to try again.',
      variant: 'error',
    });
    actor.send({ type: 'user.save' });
    expect(settingsView(actor.getSnapshot())).toMatchObject({ saving: true, error: null });
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const { actor } = start({ failLoad: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(settingsView(actor.getSnapshot())).toMatchObject({ form: false, error: 'The settings could not be read' });
    actor.send({ type: 'user.retry' });
    expect(settingsView(actor.getSnapshot())).toMatchObject({ loading: true, error: null });
  });
});
