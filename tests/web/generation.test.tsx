import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryFacts } from '../../machines/chat/chat.machine';
import {
  ANALYSIS_FAILED_MESSAGE,
  GREETING,
  NO_TOPICS,
  NOTICES,
  OFFER_TOPICS,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_PROMPT,
  TOPICS_INTRO,
  retryMessage,
  subscriptionStartedNotice,
  WRITING_TIPS,
} from '../../src/shared/messages';
import type { GenerateResponse, ScrapeResponse, TopicsResponse } from '../../src/shared/contracts/api';
import { BLOCKED_DOMAIN_MESSAGE, INVALID_URL_MESSAGE } from '../../src/shared/url-rules';
import { ChatProvider, type ChatEdges } from '../../src/web/features/generation/chat-actor';
import { GenerationChat } from '../../src/web/features/generation/generation-chat';
import type { ApiClient } from '../../src/web/services/api-client';
import { sessionChanged } from '../../src/web/store/session.slice';
import { createAppStore, type RootState } from '../../src/web/store/store';
import { PRICING_DIALOG_TITLE, ToastProvider, useToast } from '../../src/web/ui';
import { theme } from '../../src/web/ui/theme';
import { embedRuntimeConfigForEachTest, TEST_RUNTIME_CONFIG } from './runtime-config-fixture';

const ok = (r: Partial<ScrapeResponse> = {}): ScrapeResponse => ({ success: true, contentId: '00000000-0000-4000-8000-000000000001', showPaywall: false, retryable: false, error: null, ...r });
const topics = (list = ['Bookkeeping Basics', 'Tax Deadlines']): TopicsResponse => ({ success: true, topics: list, analysis_summary: 'A bookkeeping firm', error: null });
const article = (r: Partial<GenerateResponse> = {}): GenerateResponse => ({ article: '# Bookkeeping Basics\n\nKeep receipts.', creditsRemaining: 0, showPaywall: false, contentId: ok().contentId, error: null, ...r });
const score: NonNullable<GenerateResponse['score']> = {
  score: 82,
  keyphrase: 'bookkeeping basics',
  checks: [
    { id: 'keyphrase-in-title', ok: true, detail: 'The keyphrase appears in the title.' },
    { id: 'internal-links', ok: false, detail: 'No internal links yet.' },
  ],
  metrics: { wordCount: 900, keyphraseDensity: 1.1, keyphraseOccurrences: 10, h2Count: 4, h3Count: 2, internalLinks: 0, externalLinks: 2, fleschReadingEase: 64, metaDescriptionLength: 150 },
};

/** A fake API at the HTTP edge: each call answers after `delay` ms of fake time. */
function fakeApi(answers: { scrape?: () => ScrapeResponse; topics?: () => TopicsResponse; generate?: () => GenerateResponse | Promise<GenerateResponse> }, delay = 500) {
  const later = <T,>(make: () => T | Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => Promise.resolve().then(make).then(resolve, reject), delay));
  return {
    scrape: vi.fn(() => later(answers.scrape ?? (() => ok()))),
    topics: vi.fn(() => later(answers.topics ?? (() => topics()))),
    generateArticle: vi.fn(() => later(answers.generate ?? (() => article()))),
  } satisfies ApiClient;
}

const PROVIDER = 'https://app.lemonsqueezy.com';
const noHistory = async (): Promise<HistoryFacts> => ({ paywallContentId: null, latestArticle: null, runningJob: null });

interface ChatOptions {
  api?: ApiClient;
  loadHistory?: (userId: string) => Promise<HistoryFacts>;
  signedIn?: boolean;
  subscriber?: boolean;
  /** The credits of the user's records, as the store's one credits read found them. */
  credits?: number[];
  signIn?: () => Promise<boolean>;
}

/** The store's state for a signed-in Ada (or a visitor), as the session, subscription and credits reads left it. */
function preloaded({ signedIn = true, subscriber = false, credits = [] }: ChatOptions): Partial<RootState> {
  return {
    session: signedIn
      ? { status: 'signedIn', user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace' }, accessToken: 'token', expiresAt: null, lastEvent: 'SIGNED_IN', signInFailed: false }
      : { status: 'signedOut', user: null, accessToken: null, expiresAt: null, lastEvent: 'INITIAL_SESSION', signInFailed: false },
    subscription: { loading: 'loaded', status: subscriber ? 'active' : null, planId: subscriber ? '684404' : null, error: null },
    credits: { loading: 'loaded', credits, error: null },
  };
}

function Chat({ edges }: { edges: Omit<ChatEdges, 'toast'> }) {
  const { toast } = useToast();
  return (
    <ChatProvider edges={{ ...edges, toast }}>
      <GenerationChat signInLabel="Sign in with Local Provider" />
    </ChatProvider>
  );
}

function renderChat(options: ChatOptions = {}) {
  const store = createAppStore(
    { getSupabase: () => Promise.reject(new Error('no supabase in this test')), openWindow: () => {}, origin: window.location.origin },
    preloaded(options),
  );
  const checkout = { navigate: vi.fn(), postForm: vi.fn(), alert: vi.fn(), saveCustomerId: vi.fn(async () => {}) };
  const edges = {
    api: options.api ?? fakeApi({}),
    loadHistory: options.loadHistory ?? noHistory,
    store,
    signIn: vi.fn(options.signIn ?? (async () => true)),
    goToDashboard: vi.fn(),
    checkout,
  };
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ToastProvider>
            <Chat edges={edges} />
          </ToastProvider>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, props: edges, store };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const said = (text: string) => screen.queryAllByText(text).length > 0;
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

async function analyse(url = 'bookkeeping.example') {
  fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyze Site' }));
  await advance(0);
}

async function toTopics() {
  await analyse();
  await advance(1000);
  fireEvent.click(screen.getByRole('button', { name: 'Proceed with Topic Generation' }));
  await advance(0);
}

function expectToast(notice: { title: string; description?: string }) {
  const region = screen.getByRole('status', { name: 'Notifications' });
  expect(within(region).getByText(notice.title)).toBeInTheDocument();
  if (notice.description) expect(within(region).getByText(notice.description)).toBeInTheDocument();
}

// Every tick re-renders the chat in jsdom; the long flows need more than the default 5 s.
describe('article generation chat', { timeout: 60_000 }, () => {
  // The chat preloads its article renderer (its own chunk) while the user types; these tests run
  // the whole flow in fake time, so on a cold transform cache the chunk could arrive after the
  // article. Loading it first keeps the tests about the workflow, not about module timing.
  beforeAll(async () => {
    await import('../../src/web/features/generation/article-markdown');
  }, 60_000);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types the greeting word by word, 50 ms per word, under the user name header', async () => {
    renderChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const typed = () => screen.getAllByTestId('typed-text')[0]?.textContent;
    expect(typed()).toBe('');
    await advance(50);
    expect(typed()).toBe('Welcome!');
    await advance(50 * 2);
    expect(typed()).toBe("Welcome! I'm your");
    await advance(50 * 30);
    expect(typed()).toBe(GREETING);
  });

  it('shows article-generation as the header without a user or site', () => {
    renderChat({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'article-generation' })).toBeInTheDocument();
  });

  it('blocks an empty URL and shows the validation messages of spec §5', async () => {
    const { props } = renderChat();
    expect(screen.getByRole('button', { name: 'Analyze Site' })).toBeDisabled();
    await analyse('https://www.google.com/maps');
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED_DOMAIN_MESSAGE);
    await analyse('http://exa mple');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_URL_MESSAGE);
    expect(props.api.scrape).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in and offers the provider button', async () => {
    const { props } = renderChat({ signedIn: false });
    await analyse();
    expect(said(SIGN_IN_PROMPT)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Local Provider' }));
    expect(props.signIn).toHaveBeenCalled();
    expect(props.api.scrape).not.toHaveBeenCalled();
  });

  it('says so in the chat and a toast when the sign-in cannot start', async () => {
    renderChat({ signedIn: false, signIn: async () => false });
    await analyse();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Local Provider' }));
    // The bot types 9 words at 50 ms each; the toast stays for 5 s.
    await advance(1_000);
    expect(said(SIGN_IN_FAILED_MESSAGE)).toBe(true);
    expect(SIGN_IN_FAILED_MESSAGE).toBe('There was an error signing in. Please try again.');
    expectToast({ title: 'Error signing in', description: 'Please try again' });
  });

  it('analyses with progress, offers Proceed, lists topics with the first selected, generates through the phases and opens the paywall', async () => {
    const api = fakeApi({}, 1000);
    renderChat({ api });
    await analyse();
    expect(api.scrape).toHaveBeenCalledWith('https://bookkeeping.example/', 'token', expect.anything());
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await advance(150 * 3);
    expect(progress()).toBe(3);
    expect(screen.getByText('Scraping website...')).toBeInTheDocument();
    await advance(1000 - 150 * 3);
    expect(progress()).toBe(30);
    expect(screen.getByText('Analyzing content...')).toBeInTheDocument();
    await advance(150);
    expect(progress()).toBe(31);
    await advance(1000);
    expect(said(OFFER_TOPICS)).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Proceed with Topic Generation' }));
    await advance(0);
    expect(said(TOPICS_INTRO)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Proceed with Topic Generation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookkeeping Basics' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tax Deadlines' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bookkeeping Basics' }));
    await advance(0);

    api.generateArticle.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(article({ score })), 8000)));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(0);
    expect(api.generateArticle).toHaveBeenCalledWith('Bookkeeping Basics', ok().contentId, 'token', expect.anything());
    expect(progress()).toBe(25);
    expect(screen.getByRole('button', { name: 'Tax Deadlines' })).toBeDisabled();
    expect(screen.getByLabelText('Writing tip')).toHaveTextContent(WRITING_TIPS[0]!);
    await advance(1000);
    expect(progress()).toBe(50);
    await advance(1000);
    expect(progress()).toBe(75);
    await advance(1000);
    expect(progress()).toBe(90);
    expect(screen.getByLabelText('Writing tip')).toHaveTextContent(WRITING_TIPS[1]!);
    await advance(3000);
    expect(screen.getByLabelText('Writing tip')).toHaveTextContent(WRITING_TIPS[2]!);
    await advance(2000);

    const dialog = screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    // The open dialog hides the page from assistive technology, hence `hidden`.
    expect(screen.getByRole('region', { name: 'Generated article', hidden: true })).toHaveTextContent('Keep receipts.');
    const report = screen.getByRole('heading', { name: 'SEO score: 82/100 (keyphrase "bookkeeping basics")', hidden: true });
    expect(report.closest('section')).toHaveTextContent('No internal links yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Generated Article' }));
    await advance(0);
    expect(screen.queryByRole('dialog', { name: PRICING_DIALOG_TITLE })).not.toBeInTheDocument();
    const preview = screen.getByRole('dialog', { name: 'Generated Article Preview' });
    expect(within(preview).getByRole('heading', { name: 'Bookkeeping Basics' })).toBeInTheDocument();
    fireEvent.keyDown(preview, { key: 'Escape' });
    await advance(0);
    expect(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE }), { key: 'Escape' });
    await advance(0);
    expect(screen.queryByLabelText('Website URL')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View Your Generated Article' }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Generated Article Preview' })).toBeInTheDocument();
  });

  it('Credits Exhausted when the scrape answers with the paywall', async () => {
    renderChat({ api: fakeApi({ scrape: () => ok({ success: false, contentId: null, showPaywall: true }) }) });
    await analyse();
    await advance(500);
    expectToast(NOTICES.creditsExhausted);
  });

  it('retries a retryable failure twice, 2 s apart, then reports Analysis Failed', async () => {
    const api = fakeApi({ scrape: () => ok({ success: false, contentId: null, retryable: true, error: 'timeout' }) }, 100);
    renderChat({ api });
    await analyse();
    await advance(100);
    expect(said(retryMessage(2))).toBe(true);
    expect(api.scrape).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(api.scrape).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(api.scrape).toHaveBeenCalledTimes(2);
    await advance(100);
    expect(said(retryMessage(1))).toBe(true);
    await advance(2000 + 100);
    expect(api.scrape).toHaveBeenCalledTimes(3);
    expect(said(ANALYSIS_FAILED_MESSAGE)).toBe(true);
    expectToast(NOTICES.analysisFailed);
  });

  it('says so when no topics come back', async () => {
    renderChat({ api: fakeApi({ topics: () => topics([]) }) });
    await analyse();
    await advance(1000);
    expect(said(NO_TOPICS)).toBe(true);
  });

  it.each([
    ['paywall', () => article({ article: null, showPaywall: true }), NOTICES.noCredits, true],
    ['no article', () => article({ article: '' }), NOTICES.noArticle, false],
    ['failure', () => Promise.reject(new Error('HTTP 500')), NOTICES.generationFailed, false],
  ] as const)('generation %s → its message', async (_name, generate, notice, dialogOpens) => {
    renderChat({ api: fakeApi({ generate }) });
    await toTopics();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(500);
    expectToast(notice);
    expect(screen.queryAllByRole('dialog', { name: PRICING_DIALOG_TITLE })).toHaveLength(dialogOpens ? 1 : 0);
    expect(screen.getByRole('button', { name: 'Bookkeeping Basics', hidden: dialogOpens })).toBeEnabled();
  });

  it('Authentication Required when the session is gone before generating', async () => {
    const { store, props } = renderChat();
    await toTopics();
    act(() => {
      store.dispatch(sessionChanged({ event: 'SIGNED_OUT', session: null }));
    });
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(0);
    expectToast(NOTICES.authenticationRequired);
    expect(props.api.generateArticle).not.toHaveBeenCalled();
  });

  it("on load, every record ≤ 0 (§8): 'Free Trial Completed' and the dialog; the latest article comes back", async () => {
    renderChat({
      credits: [0, -1],
      loadHistory: async () => ({ paywallContentId: 'p1', latestArticle: { contentId: 'p1', article: '# Earlier article' }, runningJob: null }),
    });
    await advance(0);
    expectToast(NOTICES.freeTrialCompleted);
    expect(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
    // The open dialog hides the page from assistive technology, hence `hidden`.
    expect(screen.getByRole('region', { name: 'Generated article', hidden: true })).toHaveTextContent('Earlier article');
  });

  it('on load, some record ≤ 0 but not all (§4): the dialog opens and no Free Trial Completed toast', async () => {
    renderChat({ credits: [0, 1] });
    await advance(0);
    expect(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
    expect(screen.queryByText(NOTICES.freeTrialCompleted.title)).not.toBeInTheDocument();
  });

  it('on load, no record ≤ 0: neither the dialog nor the toast', async () => {
    renderChat({ credits: [1, 2] });
    await advance(0);
    expect(screen.queryByRole('dialog', { name: PRICING_DIALOG_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICES.freeTrialCompleted.title)).not.toBeInTheDocument();
  });

  it('a subscriber who closes the dialog picks another topic and generates again in the same chat', async () => {
    const { props } = renderChat({ subscriber: true });
    await toTopics();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(500);
    fireEvent.keyDown(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE }), { key: 'Escape' });
    await advance(0);
    expect(screen.getByLabelText('Website URL')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tax Deadlines' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Tax Deadlines Article' }));
    await advance(500);
    expect(props.api.generateArticle).toHaveBeenCalledTimes(2);
    expect(props.api.generateArticle).toHaveBeenLastCalledWith('Tax Deadlines', ok().contentId, 'token', expect.anything());
    expect(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
  });

  it('a subscriber who closes the dialog can analyse another site right there', async () => {
    const { props } = renderChat({ subscriber: true });
    await toTopics();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(500);
    fireEvent.keyDown(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE }), { key: 'Escape' });
    await advance(0);
    await analyse('second-site.example');
    await advance(1000);
    expect(props.api.scrape).toHaveBeenLastCalledWith('https://second-site.example/', 'token', expect.anything());
    expect(screen.getByRole('button', { name: 'Proceed with Topic Generation' })).toBeInTheDocument();
  });

  it('a free user who closes the dialog stays behind the paywall', async () => {
    renderChat();
    await toTopics();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bookkeeping Basics Article' }));
    await advance(500);
    fireEvent.keyDown(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE }), { key: 'Escape' });
    await advance(0);
    expect(screen.queryByLabelText('Website URL')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tax Deadlines' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Your Generated Article' })).toBeInTheDocument();
  });
});

describe('checkout from the chat', () => {
  embedRuntimeConfigForEachTest({ ...TEST_RUNTIME_CONFIG, checkoutOrigin: PROVIDER });

  it('a completed checkout saves the customer id, toasts Subscription Started and closes the dialog', async () => {
    const { props } = renderChat({ credits: [0] });
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument());
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: PROVIDER, data: { type: 'checkout:complete', customer: { id: 'cus_1' }, product: { name: 'Growth' } } }),
      );
      await new Promise((r) => setTimeout(r, 0));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: PRICING_DIALOG_TITLE })).not.toBeInTheDocument());
    expect(props.checkout.saveCustomerId).toHaveBeenCalledWith('cus_1');
    expectToast(subscriptionStartedNotice('Growth'));
  });
});
