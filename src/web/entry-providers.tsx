import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './ui/global-style';
import { theme } from './ui/theme';

/**
 * What wraps every page, in the browser entries and in the build-time prerender alike: the trees
 * must be identical for hydration (and for styled-components' generated class names).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StrictMode>
  );
}

/**
 * Hydrates prerendered HTML; renders from scratch where the server sent the bare shell.
 * Hydrating inside a transition lets React yield to the browser every few milliseconds instead
 * of blocking the main thread for the whole page (the HTML is already on screen meanwhile).
 */
export function mount(container: HTMLElement | null, tree: ReactNode) {
  if (!container) throw new Error('the page has no #root element');
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
}
