import { assign, fromPromise, setup } from 'xstate';
import type { LoadedSettings, SettingsValues } from '../../src/shared/contracts/settings';
import { SETTINGS_MESSAGES, type Notice } from '../../src/shared/messages';

export interface SettingsContext {
  /** What the form shows and 'Save Changes' saves. */
  values: SettingsValues;
  /** The account's e-mail, shown read-only. */
  email: string;
  /** The last failure (load or save), for the screen; cleared by the next edit or attempt. */
  error: string | null;
}

export type SettingsEvent =
  | { type: 'user.retry' }
  | { type: 'user.edit'; values: Partial<SettingsValues> }
  | { type: 'user.save' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : SETTINGS_MESSAGES.loadFailed);

/**
 * Settings for a subscriber (issue 17): load the name, e-mail and toggles, edit them, save them
 * (editing.idle → saving → editing.saved | editing.failed). Both calls are placeholder actors the
 * React edge provides; the outcome of a save is toasted through `notify`.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<LoadedSettings>(() => {
      throw new Error('loadSettings is provided by the edge');
    }),
    saveSettings: fromPromise<void, SettingsValues>(() => {
      throw new Error('saveSettings is provided by the edge');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    edit: assign({
      values: ({ context, event }) => (event.type === 'user.edit' ? { ...context.values, ...event.values } : context.values),
      error: null,
    }),
  },
}).createMachine({
  id: 'settings',
  context: { values: { name: '', emailNotifications: true, campaignAlerts: true }, email: '', error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output.values, email: ({ event }) => event.output.email, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      initial: 'idle',
      // An edit after a save or a failure starts over from idle (the outcome's message goes).
      on: {
        'user.edit': { target: '.idle', actions: 'edit' },
        'user.save': { target: 'saving' },
      },
      states: {
        idle: {},
        saved: {},
        failed: {},
      },
    },
    // A save in flight takes neither edits (the form is locked) nor a second save.
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.values,
        onDone: { target: 'editing.saved', actions: { type: 'notify', params: SETTINGS_MESSAGES.saved } },
        onError: {
          target: 'editing.failed',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notify', params: ({ event }) => SETTINGS_MESSAGES.saveFailed(errorText(event.error)) },
          ],
        },
      },
    },
  },
});
