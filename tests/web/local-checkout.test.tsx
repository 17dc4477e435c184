import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { localCheckoutLinks } from '../../src/shared/checkout';
import { useLockedFeature, type CheckoutEdges } from '../../src/web/billing';
import { MemoryRouter } from 'react-router-dom';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui';
import { ToastProvider } from '../../src/web/ui/toast';
import { theme } from '../../src/web/ui/theme';
import { sessionChanged } from '../../src/web/store/session.slice';
import { createAppStore } from '../../src/web/store/store';
import { embedRuntimeConfigForEachTest, TEST_RUNTIME_CONFIG } from './runtime-config-fixture';

// Its own file: the runtime config is read once per page, and here it is embedded mode's.
const USER_ID = '4f1c8a2e-9b7d-4c3e-8f6a-2d5b7e9c1a3f';

/** A locked screen's pricing dialog; its plan buttons are found by their plan's name. */
function Harness({ edges }: { edges: CheckoutEdges }) {
  const { openPricing, pricingDialog } = useLockedFeature({ edges });
  return (
    <>
      <button onClick={openPricing}>Open pricing</button>
      {pricingDialog}
    </>
  );
}

function choosePlan(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open pricing' }));
  const dialog = screen.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
  const card = within(dialog).getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }));
  fireEvent.click(within(card!).getByRole('button'));
}

describe("embedded mode's local checkout", () => {
  embedRuntimeConfigForEachTest({ ...TEST_RUNTIME_CONFIG, checkoutLinks: localCheckoutLinks('') });

  it('is opened by posting the access token in a form, never by a link that acts for whoever holds it', async () => {
    const store = createAppStore({ getSupabase: () => Promise.reject(new Error('not used')), openWindow: () => {}, origin: window.location.origin });
    store.dispatch(
      sessionChanged({
        event: 'SIGNED_IN',
        session: { access_token: 'the-access-token', expires_at: 1, user: { id: USER_ID, email: 'a@example.com', user_metadata: {} } },
      }),
    );
    const edges = { navigate: vi.fn(), postForm: vi.fn(), alert: vi.fn(), saveCustomerId: vi.fn(async () => {}) };
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
    choosePlan('Growth');
    await vi.waitFor(() => expect(edges.postForm).toHaveBeenCalledTimes(1));
    expect(edges.navigate).not.toHaveBeenCalled();
    const [url, fields] = edges.postForm.mock.calls[0]! as [string, Record<string, string>];
    const parsed = new URL(url);
    expect(parsed.origin).toBe(window.location.origin);
    expect(parsed.pathname).toBe('/checkout/local/growth');
    expect(parsed.searchParams.get('checkout[custom][user_id]')).toBe(USER_ID);
    expect(url).not.toContain('the-access-token');
    expect(fields).toEqual({ access_token: 'the-access-token' });
  });
});
