import styled, { css } from 'styled-components';
import { planButton } from './plan-button';
import { ALL_PLANS_INCLUDE, BETA_OFFER, FREE_ARTICLE_LACKS, MOST_POPULAR_LABEL, PLANS, type Plan } from '../../../shared/plans';
import { LABELS } from '../../../shared/messages';
import { Button } from '../button';
import { Dialog } from '../dialog';

export const PRICING_DIALOG_TITLE = LABELS.pricingDialogTitle;

export interface PricingDialogProps {
  open: boolean;
  onClose: () => void;
  currentPlanId: string | null;
  isSubscriber: boolean;
  /** Whether a generated article exists to view; shows 'View Generated Article'. */
  hasArticle: boolean;
  onSelectPlan: (plan: Plan) => void;
  onViewArticle: () => void;
  onGoToDashboard: () => void;
}

const Offer = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.amber};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.amber};
  text-align: center;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      border-color: ${({ theme }) => theme.color.amber};
    `}
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.amber};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.amber};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
`;

const Period = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 400;
`;

const Checklist = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > li {
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
  & > li::before {
    content: '+ ';
    content: '+ ' / '';
    color: ${({ theme }) => theme.color.primary};
  }
`;

const LacksList = styled(Checklist)`
  & > li::before {
    content: '- ';
    content: '- ' / '';
    color: ${({ theme }) => theme.color.red};
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Columns = styled(Checklist)`
  columns: 2 16rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

function PlanCard({ plan, state, onSelect }: { plan: Plan; state: ReturnType<typeof planButton>; onSelect: () => void }) {
  const nameId = `plan-${plan.id}`;
  return (
    <Card $highlighted={plan.highlighted} aria-labelledby={nameId}>
      <PlanName id={nameId}>{plan.name}</PlanName>
      {plan.highlighted && <Badge>{MOST_POPULAR_LABEL}</Badge>}
      <Price>
        ${plan.price}
        <Period>/{plan.period}</Period>
      </Price>
      <Checklist aria-label={`${plan.name} features`}>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Checklist>
      <Button
        $variant={plan.highlighted ? 'primary' : 'secondary'}
        disabled={state.disabled}
        onClick={onSelect}
        aria-describedby={nameId}
      >
        {state.label}
      </Button>
    </Card>
  );
}

/**
 * The pricing / subscription dialog (spec §2, §9). Presentational: who the user is and what the
 * buttons do come in as props, so the paywall, the placeholder screens and checkout share it.
 */
export function PricingDialog({
  open,
  onClose,
  currentPlanId,
  isSubscriber,
  hasArticle,
  onSelectPlan,
  onViewArticle,
  onGoToDashboard,
}: PricingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={PRICING_DIALOG_TITLE}>
      <Offer>Beta offer: {BETA_OFFER}</Offer>
      <Grid aria-label="Plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            state={planButton(plan, { currentPlanId, isSubscriber })}
            onSelect={() => onSelectPlan(plan)}
          />
        ))}
      </Grid>
      <Section aria-labelledby="pricing-all-plans">
        <SectionTitle id="pricing-all-plans">All plans include</SectionTitle>
        <Columns>
          {ALL_PLANS_INCLUDE.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </Columns>
      </Section>
      {!isSubscriber && (
        <Section aria-labelledby="pricing-free-lacks">
          <SectionTitle id="pricing-free-lacks">Your free article does not include</SectionTitle>
          <LacksList>
            {FREE_ARTICLE_LACKS.map((l) => (
              <li key={l.feature}>{l.label}</li>
            ))}
          </LacksList>
        </Section>
      )}
      {(hasArticle || isSubscriber) && (
        <Actions>
          {hasArticle && (
            <Button $variant="secondary" onClick={onViewArticle}>
              {LABELS.viewArticle}
            </Button>
          )}
          {isSubscriber && <Button onClick={onGoToDashboard}>{LABELS.goToDashboard}</Button>}
        </Actions>
      )}
    </Dialog>
  );
}
