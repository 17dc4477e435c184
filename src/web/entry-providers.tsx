import { StrictMode, type ReactNode } from 'react';
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

/** Hydrates prerendered HTML; renders from scratch where the server sent the bare shell. */
export function mount(container: HTMLElement | null, tree: ReactNode) {
  if (!container) throw new Error('the page has no #root element');
  if (container.firstElementChild) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
}
