import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';

/**
 * Renders a section's body into its place in the prerendered page. This module (React, react-dom,
 * styled-components) is fetched with the first section, never during page load. Returns the
 * function that unmounts it.
 */
export function renderSectionBody(container: Element, Content: ComponentType): () => void {
  const root = createRoot(container);
  // Synchronously, so the body is in the page (at its real height) when the returned promise of
  // sections.enhance.ts settles and a section reached by a link is scrolled back into view.
  flushSync(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <Content />
        </ThemeProvider>
      </StrictMode>,
    ),
  );
  return () => root.unmount();
}
