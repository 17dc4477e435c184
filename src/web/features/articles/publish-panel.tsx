import { useMachine } from '@xstate/react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { publishMachine } from '../../../../machines/publishing/publish.machine';
import { publishView } from '../../../../machines/publishing/publish.view';
import { PUBLISHING_MESSAGES as M } from '../../../shared/messages';
import { createPublishingClient } from '../../services/publishing-client';
import type { AppStore } from '../../store/store';
import { Actions, Button, ButtonLink, Field, Panel, Select } from '../../ui';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.red};
`;

const PostLink = styled.a`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

const token = (store: AppStore) => {
  const accessToken = store.getState().session.accessToken;
  if (!accessToken) throw new Error('Authentication Required');
  return accessToken;
};

/** Only http(s) post addresses become links (they come from the subscriber's CMS). */
const safeHref = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** An open article's Publish panel (issue 17). Workflow is the publish machine's; this renders it. */
export function PublishPanel({ articleId }: { articleId: string }) {
  const store = useStore() as AppStore;
  const client = createPublishingClient();
  const [snapshot, send] = useMachine(
    publishMachine.provide({
      actors: {
        loadConnections: fromPromise(() => client.connections(token(store))),
        publish: fromPromise(({ input }) => client.publish(input, token(store))),
      },
    }),
    { input: { articleId } },
  );
  const view = publishView(snapshot);

  return (
    <Panel aria-labelledby="publish-heading">
      <h2 id="publish-heading">{M.publishHeading}</h2>
      {view.loading && <p role="status">{M.loading}</p>}
      {view.loadFailed && (
        <>
          <Alert role="alert">{view.error ?? M.loadFailed}</Alert>
          <Actions>
            <Button onClick={() => send({ type: 'user.retry' })}>{M.retry}</Button>
          </Actions>
        </>
      )}
      {view.noConnections && (
        <>
          <p>{M.noConnections}</p>
          <Actions>
            <ButtonLink to="/app/integrate">{M.openCms}</ButtonLink>
          </Actions>
        </>
      )}
      {view.connections.length > 0 && (
        <>
          <Choices>
            <Field>
              {M.target}
              <Select value={view.connectionId ?? ''} onChange={(e) => send({ type: 'user.choose', connectionId: e.target.value })}>
                {view.connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label} ({c.siteUrl})
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              {M.mode}
              <Select value={view.status} onChange={(e) => send({ type: 'user.status', status: e.target.value === 'publish' ? 'publish' : 'draft' })}>
                <option value="draft">{M.draft}</option>
                <option value="publish">{M.live}</option>
              </Select>
            </Field>
          </Choices>
          <Actions>
            <Button onClick={() => send({ type: 'user.publish' })} disabled={!view.canPublish}>
              {view.publishing ? M.publishing : M.publish}
            </Button>
          </Actions>
        </>
      )}
      {view.publishing && <p role="status">{M.publishing}</p>}
      {view.published && (
        <p role="status">
          {M.published(view.published.target, view.published.status)}{' '}
          {safeHref(view.published.url) && (
            <PostLink href={safeHref(view.published.url)} target="_blank" rel="noopener noreferrer">
              {M.openPost}
            </PostLink>
          )}
        </p>
      )}
      {view.failed && (
        <>
          <Alert role="alert">{view.error ?? M.failed}</Alert>
          <Actions>
            <Button onClick={() => send({ type: 'user.retry' })}>{M.retry}</Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}
