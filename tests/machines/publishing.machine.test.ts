import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { draftOf } from '../../machines/publishing/connection-draft';
import { connectionsMachine } from '../../machines/publishing/connections.machine';
import { connectionsView } from '../../machines/publishing/connections.view';
import { publishMachine } from '../../machines/publishing/publish.machine';
import { publishView } from '../../machines/publishing/publish.view';
import type { ConnectionDraft, ConnectionSummary, Publication, PublishRequest } from '../../src/shared/contracts/publishing';
import { modelSuite } from './model';

const WP: ConnectionSummary = { id: 'c1', kind: 'wordpress', label: 'WordPress', siteUrl: 'https://blog.test', account: 'editor', secretHint: '5678', createdAt: '2026-11-23T00:00:00Z' };
const HOOK: ConnectionSummary = { id: 'c2', kind: 'webhook', label: 'Zapier', siteUrl: 'https://hooks.test/1', account: '', secretHint: 'abcd', createdAt: '2026-11-23T00:00:00Z' };
const PUBLICATION: Publication = { id: 'p1', connectionId: 'c1', target: 'WordPress', remoteId: '12', url: 'https://blog.test/?p=12', status: 'draft', publishedAt: '2026-11-23T00:00:00Z' };

const listOf = (s: AnyMachineSnapshot) => (s.context as { connections: ConnectionSummary[] }).connections.map((c) => c.id);

modelSuite(connectionsMachine, {
  fakes: ['loadConnections', 'testDraft', 'saveConnection', 'testSaved', 'deleteConnection'],
  events: [
    { type: 'user.retry' },
    { type: 'user.connect', label: 'WordPress' },
    { type: 'user.connect', label: 'Zapier' },
    { type: 'user.field', name: 'siteUrl', value: 'https://blog.test' },
    { type: 'user.test' },
    { type: 'user.save' },
    { type: 'user.cancel' },
    { type: 'user.done' },
    { type: 'user.testSaved', id: 'c1' },
    { type: 'user.testSaved', id: 'unknown' },
    { type: 'user.disconnect', id: 'c1' },
    { type: 'xstate.done.actor.loadConnections', output: [WP] },
    { type: 'xstate.error.actor.loadConnections', error: new Error('down') },
    { type: 'xstate.done.actor.testDraft', output: 'Signed in.' },
    { type: 'xstate.error.actor.testDraft', error: new Error('refused') },
    { type: 'xstate.done.actor.saveConnection', output: { connection: WP, signingSecret: null, error: null } },
    { type: 'xstate.error.actor.saveConnection', error: new Error('refused') },
    { type: 'xstate.done.actor.testSaved', output: 'Signed in.' },
    { type: 'xstate.error.actor.testSaved', error: new Error('refused') },
    { type: 'xstate.done.actor.deleteConnection', output: undefined },
    { type: 'xstate.error.actor.deleteConnection', error: new Error('refused') },
  ],
  // The guards read these: which connections exist, which card's form is open.
  serialize: (s) => ({ ids: listOf(s), form: (s.context as { form: { label: string } | null }).form?.label ?? null }),
});

modelSuite(publishMachine, {
  fakes: ['loadConnections', 'publish'],
  input: { articleId: 'a1' },
  events: [
    { type: 'user.choose', connectionId: 'c1' },
    { type: 'user.choose', connectionId: 'unknown' },
    { type: 'user.status', status: 'publish' },
    { type: 'user.publish' },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.loadConnections', output: [WP] },
    { type: 'xstate.error.actor.loadConnections', error: new Error('down') },
    { type: 'xstate.done.actor.publish', output: PUBLICATION },
    { type: 'xstate.error.actor.publish', error: new Error('WordPress refused the credentials (HTTP 401).') },
  ],
  // The guards read the connections and the choice; a publish again after one is its own path.
  serialize: (s) => ({
    ids: listOf(s),
    chosen: (s.context as { connectionId: string | null }).connectionId,
    before: (s.context as { publication: unknown }).publication !== null,
  }),
});

describe('connectionsMachine', () => {
  function start() {
    const calls = { notify: vi.fn(), tested: [] as ConnectionDraft[], saved: [] as ConnectionDraft[] };
    const actor = createActor(
      connectionsMachine.provide({
        actions: { notify: (_, notice) => calls.notify(notice) },
        actors: {
          loadConnections: fromPromise(async () => [WP]),
          testDraft: fromPromise(async ({ input }) => {
            calls.tested.push(input);
            if (input.kind === 'wordpress' && input.applicationPassword !== 'right') throw new Error('WordPress refused the credentials (HTTP 401).');
            return 'Signed in to WordPress.';
          }),
          saveConnection: fromPromise(async ({ input }) => {
            calls.saved.push(input);
            return input.kind === 'webhook' ? { connection: HOOK, signingSecret: 'whsec_once', error: null } : { connection: WP, signingSecret: null, error: null };
          }),
          testSaved: fromPromise(async () => 'Signed in.'),
          deleteConnection: fromPromise(async () => {}),
        },
      }),
    ).start();
    return { actor, calls };
  }

  it('a WordPress form: a failed test shows why, a passing one says so, saving replaces the card’s connection', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.connect', label: 'WordPress' });
    actor.send({ type: 'user.field', name: 'siteUrl', value: ' https://blog.test ' });
    actor.send({ type: 'user.field', name: 'username', value: 'editor' });
    actor.send({ type: 'user.field', name: 'applicationPassword', value: 'wrong' });
    actor.send({ type: 'user.test' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(connectionsView(actor.getSnapshot()).form?.check).toEqual({ ok: false, text: 'WordPress refused the credentials (HTTP 401).', connectionId: null });
    actor.send({ type: 'user.field', name: 'applicationPassword', value: 'right' });
    actor.send({ type: 'user.test' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(connectionsView(actor.getSnapshot()).form?.check?.ok).toBe(true);
    expect(calls.tested.at(-1)).toEqual({ kind: 'wordpress', siteUrl: 'https://blog.test', username: 'editor', applicationPassword: 'right' });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Connected' }));
    actor.send({ type: 'user.done' });
    const view = connectionsView(actor.getSnapshot());
    expect(view.form).toBeNull();
    expect(view.connectionOf('WordPress')).toEqual(WP);
  });

  it('a webhook is not tested before saving, and its signing secret is shown once', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.connect', label: 'Zapier' });
    expect(connectionsView(actor.getSnapshot()).form?.canTest).toBe(false);
    actor.send({ type: 'user.test' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.field', name: 'url', value: 'https://hooks.test/1' });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(connectionsView(actor.getSnapshot()).form?.signingSecret).toBe('whsec_once');
    actor.send({ type: 'user.done' });
    expect(actor.getSnapshot().context.signingSecret).toBeNull();
    expect(connectionsView(actor.getSnapshot()).connectionOf('Zapier')).toEqual(HOOK);
  });

  it('tests and disconnects a saved connection', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.testSaved', id: 'c1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(connectionsView(actor.getSnapshot()).checkOf('c1')).toMatchObject({ ok: true });
    actor.send({ type: 'user.disconnect', id: 'c1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.connections.length === 0);
    expect(calls.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Disconnected', description: 'WordPress is no longer connected.' }));
  });

  it('turns each form into the API’s connection details', () => {
    expect(draftOf('Ghost', { adminUrl: 'https://g.test', adminApiKey: ' k ' })).toEqual({ kind: 'ghost', adminUrl: 'https://g.test', adminApiKey: 'k' });
    expect(draftOf('Custom', {})).toEqual({ kind: 'webhook', label: 'Custom', url: '' });
  });
});

describe('publishMachine', () => {
  function start(outcomes: ('ok' | 'fail')[]) {
    const sent: PublishRequest[] = [];
    const actor = createActor(
      publishMachine.provide({
        actors: {
          loadConnections: fromPromise(async () => [WP, HOOK]),
          publish: fromPromise(async ({ input }) => {
            sent.push(input);
            if (outcomes.shift() === 'fail') throw new Error('WordPress could not take the request (HTTP 503).');
            return PUBLICATION;
          }),
        },
      }),
      { input: { articleId: 'a1' } },
    ).start();
    return { actor, sent };
  }

  it('publishes to the first connection as a draft by default; a failure shows why and a retry is the same request', async () => {
    const { actor, sent } = start(['fail', 'ok']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(publishView(actor.getSnapshot())).toMatchObject({ connectionId: 'c1', status: 'draft', canPublish: true, noConnections: false });
    actor.send({ type: 'user.publish' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(publishView(actor.getSnapshot())).toMatchObject({ failed: true, error: 'WordPress could not take the request (HTTP 503).', published: null });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('published'));
    expect(publishView(actor.getSnapshot()).published).toEqual(PUBLICATION);
    expect(sent).toEqual([
      { articleId: 'a1', connectionId: 'c1', status: 'draft' },
      { articleId: 'a1', connectionId: 'c1', status: 'draft' },
    ]);
  });

  it('publishes live to a chosen connection, and ignores an unknown one', async () => {
    const { actor, sent } = start(['ok']);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.choose', connectionId: 'nope' });
    actor.send({ type: 'user.choose', connectionId: 'c2' });
    actor.send({ type: 'user.status', status: 'publish' });
    actor.send({ type: 'user.publish' });
    await waitFor(actor, (s) => s.matches('published'));
    expect(sent).toEqual([{ articleId: 'a1', connectionId: 'c2', status: 'publish' }]);
  });

  it('with no connections there is nothing to publish to', async () => {
    const actor = createActor(
      publishMachine.provide({ actors: { loadConnections: fromPromise(async (): Promise<ConnectionSummary[]> => []), publish: fromPromise(async () => PUBLICATION) } }),
      { input: { articleId: 'a1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(publishView(actor.getSnapshot())).toMatchObject({ noConnections: true, canPublish: false });
  });
});
