import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingDialog, type PricingDialogProps } from '../../src/web/ui';
import { ALL_PLANS_INCLUDE, FREE_ARTICLE_LACKS, PLAN_IDS, PLANS } from '../../src/shared/plans';
import { renderAt } from './render';

function renderDialog(overrides: Partial<PricingDialogProps> = {}) {
  const props: PricingDialogProps = {
    open: true,
    onClose: vi.fn(),
    currentPlanId: null,
    isSubscriber: false,
    hasArticle: false,
    onSelectPlan: vi.fn(),
    onViewArticle: vi.fn(),
    onGoToDashboard: vi.fn(),
    ...overrides,
  };
  renderAt(<PricingDialog {...props} />);
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the pricing dialog did not open');
  return { props, dialog };
}

// Role queries with names are slow in jsdom; a plan card is the list item around its heading.
const card = (dialog: HTMLElement, name: string) => {
  const item = within(dialog).getByText(name, { selector: 'h3' }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('PricingDialog', () => {
  it('shows the four plans with price, period and features, and Most Popular only on Growth', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Choose Your Plan');
    const plans = within(dialog).getByLabelText('Plans');
    expect([...plans.querySelectorAll(':scope > li > h3')].map((h) => h.textContent)).toEqual([
      'Starter',
      'Beginner',
      'Growth',
      'Ultimate',
    ]);
    for (const [name, price] of [['Starter', '$9'], ['Beginner', '$29'], ['Growth', '$49'], ['Ultimate', '$99']]) {
      expect(card(dialog, name)).toHaveTextContent(`${price}/month`);
    }
    for (const plan of PLANS) {
      const features = within(card(dialog, plan.name)).getByLabelText(`${plan.name} features`);
      expect([...features.querySelectorAll('li')].map((li) => li.textContent)).toEqual(plan.features);
    }
    expect(within(dialog).getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card(dialog, 'Growth')).getByText('Most Popular')).toBeInTheDocument();
  });

  it('shows the beta offer, everything all plans include and what the free article lacks', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText(/50% off for life/)).toBeInTheDocument();
    const included = within(dialog).getByRole('region', { name: 'All plans include' });
    expect(within(included).getAllByRole('listitem').map((li) => li.textContent)).toEqual(ALL_PLANS_INCLUDE);
    const lacks = within(dialog).getByRole('region', { name: 'Your free article does not include' });
    expect(within(lacks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(FREE_ARTICLE_LACKS.map((l) => l.label));
  });

  it('offers Get Started on every plan to a visitor, without dashboard or article buttons', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getAllByRole('button', { name: 'Get Started' })).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'View Generated Article' })).not.toBeInTheDocument();
  });

  it('labels the buttons for a Growth subscriber and offers the dashboard', async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog({ currentPlanId: PLAN_IDS.Growth, isSubscriber: true });
    expect(within(card(dialog, 'Starter')).getByRole('button', { name: 'Change Plan' })).toBeEnabled();
    expect(within(card(dialog, 'Beginner')).getByRole('button', { name: 'Change Plan' })).toBeEnabled();
    expect(within(card(dialog, 'Growth')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card(dialog, 'Ultimate')).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
    expect(within(dialog).queryByRole('region', { name: 'Your free article does not include' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to Dashboard' }));
    expect(props.onGoToDashboard).toHaveBeenCalledOnce();
  });

  it('reports the chosen plan', async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog();
    await user.click(within(card(dialog, 'Ultimate')).getByRole('button', { name: 'Get Started' }));
    expect(props.onSelectPlan).toHaveBeenCalledWith(PLANS.find((p) => p.name === 'Ultimate'));
  });

  it('offers the generated article when one exists', async () => {
    const user = userEvent.setup();
    const { dialog, props } = renderDialog({ hasArticle: true });
    await user.click(within(dialog).getByRole('button', { name: 'View Generated Article' }));
    expect(props.onViewArticle).toHaveBeenCalledOnce();
  });

  it('asks to close on Escape', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledOnce();
  });
});
