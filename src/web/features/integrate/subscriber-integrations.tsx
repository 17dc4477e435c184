import { useMachine } from '@xstate/react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { connectionsMachine } from '../../../../machines/publishing/connections.machine';
import { connectionsView } from '../../../../machines/publishing/connections.view';
import { CONNECTABLE, type ConnectableLabel } from '../../../shared/contracts/publishing';
import { PUBLISHING_MESSAGES as M } from '../../../shared/messages';
import { useLockedFeature } from '../../billing';
import { createPublishingClient } from '../../services/publishing-client';
import type { AppStore } from '../../store/store';
import { Actions, Button, Card, CardGrid, EmptyState, PageHeader, PageTitle, useToast } from '../../ui';
import { CMS_INTEGRATIONS } from './cms-integrations';
import { ConnectionForm } from './connection-form';
import { Icon } from './integrate-placeholder';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.red};
`;

const Ok = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
`;

const connectable = (name: string): name is ConnectableLabel => (CONNECTABLE as readonly string[]).includes(name);

const token = (store: AppStore) => {
  const accessToken = store.getState().session.accessToken;
  if (!accessToken) throw new Error('Authentication Required');
  return accessToken;
};

/** CMS Integration for a subscriber (issue 17). Workflow is the connections machine's; this renders it. */
export function SubscriberIntegrations() {
  const store = useStore() as AppStore;
  const { toast } = useToast();
  const { openPricing, pricingDialog } = useLockedFeature();
  const client = createPublishingClient();
  const [snapshot, send] = useMachine(
    connectionsMachine.provide({
      actors: {
        loadConnections: fromPromise(() => client.connections(token(store))),
        testDraft: fromPromise(({ input }) => client.test(input, token(store))),
        saveConnection: fromPromise(({ input }) => client.save(input, token(store))),
        testSaved: fromPromise(({ input }) => client.test(input, token(store))),
        deleteConnection: fromPromise(({ input }) => client.remove(input.id, token(store))),
      },
      actions: { notify: (_, notice) => toast(notice) },
    }),
  );
  const view = connectionsView(snapshot);

  return (
    <>
      <PageHeader>
        <PageTitle>CMS Integration</PageTitle>
      </PageHeader>
      {view.loading && <p role="status">{M.loading}</p>}
      {view.failed ? (
        <EmptyState>
          <Alert role="alert">{view.error ?? M.loadFailed}</Alert>
          <Button onClick={() => send({ type: 'user.retry' })}>{M.retry}</Button>
        </EmptyState>
      ) : (
        !view.loading && (
          <>
            {view.error && !view.form && <Alert role="alert">{view.error}</Alert>}
            <CardGrid>
              {CMS_INTEGRATIONS.map((cms) => {
                const label = connectable(cms.name) ? cms.name : null;
                const saved = label ? view.connectionOf(label) : null;
                const check = saved ? view.checkOf(saved.id) : null;
                const busy = saved !== null && view.busyId === saved.id;
                return (
                  <Card key={cms.name} aria-label={cms.name}>
                    <Icon aria-hidden="true">{cms.icon}</Icon>
                    <h2>{cms.name}</h2>
                    <p>{cms.description}</p>
                    {!label && <Muted>{M.comingSoon}</Muted>}
                    {saved && (
                      <Muted>
                        {M.connectedTo(saved.siteUrl)}
                        {saved.account ? ` · ${saved.account}` : ''} · ••••{saved.secretHint}
                      </Muted>
                    )}
                    {check && (check.ok ? <Ok role="status">{check.text}</Ok> : <Alert role="alert">{check.text}</Alert>)}
                    {busy && <p role="status">{view.testingSaved ? M.testing : M.disconnecting}</p>}
                    <Actions>
                      <Button onClick={label ? () => send({ type: 'user.connect', label }) : openPricing}>Connect {cms.name}</Button>
                      {saved && (
                        <>
                          <Button $variant="secondary" disabled={busy} onClick={() => send({ type: 'user.testSaved', id: saved.id })}>
                            {M.testConnection}
                          </Button>
                          <Button $variant="secondary" disabled={busy} onClick={() => send({ type: 'user.disconnect', id: saved.id })}>
                            {M.disconnect}
                          </Button>
                        </>
                      )}
                    </Actions>
                  </Card>
                );
              })}
            </CardGrid>
          </>
        )
      )}
      {view.form && (
        <ConnectionForm
          form={view.form}
          error={view.error}
          onField={(name, value) => send({ type: 'user.field', name, value })}
          onTest={() => send({ type: 'user.test' })}
          onSave={() => send({ type: 'user.save' })}
          onCancel={() => send({ type: 'user.cancel' })}
          onDone={() => send({ type: 'user.done' })}
        />
      )}
      {pricingDialog}
    </>
  );
}
