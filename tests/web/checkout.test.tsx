import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/shared/runtime-config';
import { useLockedFeature, type CheckoutEdges } from '../../src/web/billing';
import { MemoryRouter } from 'react-router-dom';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui';
import { ToastProvider } from '../../src/web/ui/toast';
import { theme } from '../../src/web/ui/theme';
import { sessionChanged } from '../../src/web/store/session.slice';
import { createAppStore } from '../../src/web/store/store';

const PROVIDER = 'https://app.lemonsqueezy.com';
const USER_ID = '4f1c8a2e-9b7d-4c3e-8f6a-2d5b7e9c1a3f';

function installRuntimeConfig(overrides: Partial<RuntimeConfig> = {}) {
  const config: RuntimeConfig = {
    mode: 'supabase',
    supabaseUrl: 'http://127.0.0.1:1',
    supabaseAnonKey: 'anon',
    generationApiUrl: '',
    supportEmail: 'support@example.com',
    checkoutLinks: {
      Starter: 'https://store.lemonsqueezy.com/checkout/buy/shared',
      Beginner: 'https://store.lemonsqueezy.com/checkout/buy/shared',
      Growth: 'https://store.lemonsqueezy.com/checkout/buy/growth',
      Ultimate: 'https://store.lemonsqueezy.com/checkout/buy/ultimate',
    },
    checkoutOrigin: PROVIDER,
    ...overrides,
  };
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = RUNTIME_CONFIG_ELEMENT_ID;
  el.textContent = JSON.stringify(config);
  document.head.append(el);
}

/** A locked screen's pricing dialog, open; its plan buttons are found by their plan's name. */
function Harness({ edges }: { edges: CheckoutEdges }) {
  const { openPricing, pricingDialog } = useLockedFeature({ edges });
  return (
    <>
      <button onClick={openPricing}>Open pricing</button>
      {pricingDialog}
    </>
  );
}

/** Opens the pricing dialog and clicks the button of the named plan. */
function choosePlan(name: string) {
  if (!screen.queryByRole('dialog', { name: PRICING_DIALOG_TITLE })) fireEvent.click(screen.getByRole('button', { name: 'Open pricing' }));
  const dialog = screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
  const card = within(dialog).getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }));
  fireEvent.click(within(card!).getByRole('button'));
}

function setup({ signedIn, save = async () => {} }: { signedIn: boolean; save?: (id: string) => Promise<void> }) {
  const store = createAppStore({ getSupabase: () => Promise.reject(new Error('not used')), openWindow: () => {}, origin: window.location.origin });
  if (signedIn) {
    store.dispatch(
      sessionChanged({
        event: 'SIGNED_IN',
        session: { access_token: 't', expires_at: 1, user: { id: USER_ID, email: 'a@example.com', user_metadata: {} } },
      }),
    );
  }
  const edges = { navigate: vi.fn(), postForm: vi.fn(), alert: vi.fn(), saveCustomerId: vi.fn(save) };
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter>
            <Harness edges={edges} />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open pricing' }));
  /** Whether the pricing dialog is still open: a completed checkout closes it (the subscribe handler of spec §4). */
  const dialogOpen = () => screen.queryByRole('dialog', { name: PRICING_DIALOG_TITLE }) !== null;
  return { edges, dialogOpen };
}

const complete = { type: 'checkout:complete', customer: { id: 'cus_77' }, product: { name: 'Growth' } };
async function postMessage(data: unknown, origin: string) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('checkout from the pricing dialog', () => {
  beforeEach(() => installRuntimeConfig());
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it("alerts 'Please login first' when nobody is signed in and navigates nowhere", () => {
    const { edges } = setup({ signedIn: false });
    choosePlan('Growth');
    expect(edges.alert).toHaveBeenCalledWith('Please login first');
    expect(edges.navigate).not.toHaveBeenCalled();
  });

  it('navigates to the plan link with the user id and the home page, encoded', async () => {
    const { edges } = setup({ signedIn: true });
    choosePlan('Beginner');
    await vi.waitFor(() => expect(edges.navigate).toHaveBeenCalledTimes(1));
    const url = edges.navigate.mock.calls[0]![0] as string;
    expect(url.startsWith('https://store.lemonsqueezy.com/checkout/buy/shared?')).toBe(true);
    expect(url).toContain(`checkout%5Bcustom%5D%5Buser_id%5D=${USER_ID}`);
    expect(url).toContain(`checkout%5Bredirect_url%5D=${encodeURIComponent(`${window.location.origin}/`)}`);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('checkout[custom][user_id]')).toBe(USER_ID);
    expect(parsed.searchParams.get('checkout[redirect_url]')).toBe(`${window.location.origin}/`);
  });

  it('Starter and Beginner share one link', async () => {
    const { edges } = setup({ signedIn: true });
    choosePlan('Starter');
    choosePlan('Ultimate');
    await vi.waitFor(() => expect(edges.navigate).toHaveBeenCalledTimes(2));
    expect(new URL(edges.navigate.mock.calls[0]![0] as string).pathname).toBe('/checkout/buy/shared');
    expect(new URL(edges.navigate.mock.calls[1]![0] as string).pathname).toBe('/checkout/buy/ultimate');
  });

  it('saves the customer id, then toasts Subscription Started and closes the dialog', async () => {
    const { edges, dialogOpen } = setup({ signedIn: true });
    expect(dialogOpen()).toBe(true);
    await postMessage(complete, PROVIDER);
    await vi.waitFor(() => expect(dialogOpen()).toBe(false));
    expect(edges.saveCustomerId).toHaveBeenCalledWith('cus_77');
    expect(await screen.findByText('Subscription Started')).toBeInTheDocument();
    expect(screen.getByText("You've selected the Growth plan. Implementation coming soon!")).toBeInTheDocument();
  });

  it('ignores messages from any other origin, and malformed ones', async () => {
    const { edges, dialogOpen } = setup({ signedIn: true });
    await postMessage(complete, 'https://evil.example');
    await postMessage({ type: 'checkout:complete', customer: {}, product: { name: 'Growth' } }, PROVIDER);
    await postMessage({ type: 'other' }, PROVIDER);
    expect(edges.saveCustomerId).not.toHaveBeenCalled();
    expect(dialogOpen()).toBe(true);
  });

  it('a failing metadata update does not show Subscription Started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { edges, dialogOpen } = setup({
      signedIn: true,
      save: async () => {
        throw new Error('update failed');
      },
    });
    await postMessage(complete, PROVIDER);
    await vi.waitFor(() => expect(edges.saveCustomerId).toHaveBeenCalled());
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(dialogOpen()).toBe(true);
    expect(screen.queryByText('Subscription Started')).toBeNull();
  });
});
