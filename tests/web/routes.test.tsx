import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { App } from '../../src/web/App';
import { renderAt } from './render';

describe('routes', () => {
  it('renders the landing page at /', async () => {
    renderAt(<App />, '/');
    expect((await screen.findAllByRole('link', { name: 'Start Writing Now' })).length).toBeGreaterThan(0);
  });

  it('renders the not-found screen for unknown /app paths', async () => {
    renderAt(<App />, '/app/does-not-exist');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('redirects any other path to /app', async () => {
    renderAt(<App />, '/definitely/not/here');
    expect(await screen.findByText('Plan: Free')).toBeInTheDocument();
  });
});
