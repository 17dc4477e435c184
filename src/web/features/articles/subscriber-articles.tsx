import { useMachine } from '@xstate/react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { articlesMachine } from '../../../../machines/articles/articles.machine';
import { articlesView } from '../../../../machines/articles/articles.view';
import { ARTICLES_MESSAGES as M } from '../../../shared/messages';
import { createArticlesClient } from '../../services/articles-client';
import { quotaLoaded } from '../../store/quota.slice';
import type { AppStore } from '../../store/store';
import { Actions, Button, ButtonLink, Dialog, EmptyState, PageHeader, PageTitle, Panel, TextInput, useToast } from '../../ui';
import { downloadText, fileNameOf, htmlDocument, renderedArticleHtml } from './article-export';
import { factsOf, publicationText } from './article-format';
import { ArticleView } from './article-view';
import { PublishPanel } from './publish-panel';

const Search = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A list item dressed as the ui Panel, a little tighter and without the panel's bottom margin.
const Item = styled(Panel)`
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: 0;
`;

const TitleButton = styled.button`
  padding: 0;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.red};
`;

const token = (store: AppStore) => {
  const accessToken = store.getState().session.accessToken;
  if (!accessToken) throw new Error('Authentication Required');
  return accessToken;
};

/** Your Articles for a subscriber (issue 17). Workflow is the articles machine's; this renders it. */
export function SubscriberArticles() {
  const store = useStore() as AppStore;
  const { toast } = useToast();
  const [snapshot, send] = useMachine(
    articlesMachine.provide({
      actors: {
        loadArticles: fromPromise(async () => {
          const answer = await createArticlesClient().list(token(store));
          store.dispatch(quotaLoaded(answer.quota));
          return answer;
        }),
        openArticle: fromPromise(({ input }) => createArticlesClient().open(input.id, token(store))),
        deleteArticle: fromPromise(({ input }) => createArticlesClient().remove(input.id, token(store))),
      },
      actions: { notify: (_, notice) => toast(notice) },
    }),
  );
  const view = articlesView(snapshot);

  const copy = (text: string, what: 'Markdown' | 'HTML') =>
    navigator.clipboard.writeText(text).then(
      () => toast(M.copied(what)),
      () => toast(M.copyFailed),
    );
  /** The open article as the safe renderer drew it on this page. */
  const htmlOf = () => renderedArticleHtml() ?? '';

  return (
    <>
      <PageHeader>
        <PageTitle>Your Articles</PageTitle>
      </PageHeader>
      <Search role="search">
        <TextInput
          type="search"
          placeholder="Search articles..."
          aria-label="Search articles"
          value={view.query}
          onChange={(e) => send({ type: 'user.search', query: e.target.value })}
        />
      </Search>
      {view.error && !view.failed && <Alert role="alert">{view.error}</Alert>}
      {view.loading && <p role="status">{M.loading}</p>}
      {view.failed && (
        <EmptyState>
          <Alert role="alert">{view.error ?? M.failed}</Alert>
          <Button onClick={() => send({ type: 'user.retry' })}>{M.retry}</Button>
        </EmptyState>
      )}
      {view.open ? (
        <ArticleView
          article={view.open}
          onBack={() => send({ type: 'user.close' })}
          onDelete={() => send({ type: 'user.delete', id: view.open!.id })}
          onCopyMarkdown={() => void copy(view.open!.content, 'Markdown')}
          onCopyHtml={() => void copy(htmlOf(), 'HTML')}
          onDownloadMarkdown={() => downloadText(fileNameOf(view.open!.title, 'md'), 'text/markdown', view.open!.content)}
          onDownloadHtml={() =>
            downloadText(fileNameOf(view.open!.title, 'html'), 'text/html', htmlDocument(view.open!.title, view.open!.metaDescription, htmlOf()))
          }
          publish={<PublishPanel key={view.open.id} articleId={view.open.id} />}
        />
      ) : (
        !view.loading &&
        !view.failed &&
        (view.total === 0 ? (
          <EmptyState aria-labelledby="articles-none">
            <h2 id="articles-none">{M.none}</h2>
            <ButtonLink to="/app/article-generation">{M.generate}</ButtonLink>
          </EmptyState>
        ) : view.articles.length === 0 ? (
          <p role="status">{M.noMatch(view.query)}</p>
        ) : (
          <List aria-label="Your articles" aria-busy={view.opening}>
            {view.articles.map((a) => (
              <Item as="li" key={a.id}>
                <h2>
                  <TitleButton type="button" onClick={() => send({ type: 'user.open', id: a.id })}>
                    {a.title}
                  </TitleButton>
                </h2>
                <Facts>{factsOf(a).join(' · ')}</Facts>
                {a.publications[0] && <Facts>{publicationText(a.publications[0])}</Facts>}
                <Actions>
                  <Button $variant="secondary" onClick={() => send({ type: 'user.delete', id: a.id })}>
                    {M.delete}
                  </Button>
                </Actions>
              </Item>
            ))}
          </List>
        ))
      )}
      <Dialog
        open={view.confirmDelete !== null}
        onClose={() => send({ type: 'user.cancelDelete' })}
        title={M.confirmTitle}
        description={view.confirmDelete ? M.confirmText(view.confirmDelete.title) : undefined}
      >
        <Actions>
          <Button onClick={() => send({ type: 'user.confirmDelete' })} disabled={view.deleting}>
            {M.confirm}
          </Button>
          <Button $variant="secondary" onClick={() => send({ type: 'user.cancelDelete' })} disabled={view.deleting}>
            {M.cancel}
          </Button>
        </Actions>
      </Dialog>
    </>
  );
}
