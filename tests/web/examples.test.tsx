import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SOURCES } from '../../src/server/examples/example-sources';
import { ExamplesScreen } from '../../src/web/features/examples';
import { renderAt } from './render';

describe('Examples grid', () => {
  it('links exactly to the example articles our server publishes, each in a new tab', () => {
    renderAt(<ExamplesScreen />, '/app/examples');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(EXAMPLE_SOURCES.map((s) => `/examples/${s.slug}`));
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
