import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Dialog, TerminalWindow, ToastProvider, TOAST_DURATION_MS, useToast } from '../../src/web/ui';
import { renderAt } from './render';

function ToastTrigger() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'Logged out successfully' })}>Plain</Button>
      <Button onClick={() => toast({ title: 'Error logging out', description: 'Please try again', variant: 'error' })}>
        Failing
      </Button>
    </>
  );
}

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it('announces title and description in a polite live region', async () => {
    const user = userEvent.setup();
    renderAt(
      <ToastProvider>
        <ToastTrigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Failing' }));
    expect(within(region).getByText('Error logging out')).toBeInTheDocument();
    expect(within(region).getByText('Please try again')).toBeInTheDocument();
  });

  it('dismisses itself after its duration and on request', async () => {
    vi.useFakeTimers();
    renderAt(
      <ToastProvider>
        <ToastTrigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(within(region).getByText('Logged out successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region).getByText('Logged out successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss: Logged out successfully' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('refuses to be used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAt(<ToastTrigger />)).toThrow(/ToastProvider/);
  });
});

describe('Button', () => {
  it('has exactly the given words as its name and is not a submit button by default', () => {
    renderAt(<Button>Analyze Site</Button>);
    const button = screen.getByRole('button', { name: 'Analyze Site' });
    expect(button).toHaveAttribute('type', 'button');
  });
});

describe('TerminalWindow', () => {
  it('names itself by its header text and keeps the dots out of the accessibility tree', () => {
    renderAt(
      <TerminalWindow title="article-generation" height="600px">
        <p>hello</p>
      </TerminalWindow>,
    );
    const win = screen.getByRole('region', { name: 'article-generation' });
    expect(within(win).getByRole('heading', { name: 'article-generation' })).toBeInTheDocument();
    expect(within(win).getByText('hello').parentElement).toHaveAttribute('tabindex', '0');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open it</Button>
      <p>Background text</p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Choose a plan">
        <Button>First</Button>
        <Button>Second</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderAt(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tabbing past the last control wraps to the first one inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Open it' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    renderAt(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
