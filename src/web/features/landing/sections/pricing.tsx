import styled from 'styled-components';
import { ALL_PLANS_INCLUDE, BETA_OFFER, MOST_POPULAR_LABEL, PLANS } from '../../../../shared/plans';
import { CommandLink, Lead } from '../landing.styles';

const Offer = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.amber};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.amber};
  font-weight: 700;
`;

const Plans = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(4, 1fr);

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const PlanCard = styled.li<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.raised : theme.color.surface)};
  border: 1px solid ${({ theme, $highlighted }) => ($highlighted ? theme.color.amber : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    flex: 1;
    line-height: ${({ theme }) => theme.font.lineHeight.prose};
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.amber};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};

  small {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Includes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(64)}, 1fr));

  li::before {
    content: '✓ ' / '';
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The four plans from src/shared/plans (one source with the app's pricing dialog); buying happens in the app. */
export function Pricing() {
  return (
    <>
      <Lead>
        Monthly plans, cancel any time, with a 30-day money-back guarantee. Your first article is free and needs no
        credit card.
      </Lead>
      <Offer>Beta offer: {BETA_OFFER}</Offer>
      <Plans>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`}>
            {plan.highlighted && <Badge>{MOST_POPULAR_LABEL}</Badge>}
            <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
            <Price>
              ${plan.price}
              <small>/{plan.period}</small>
            </Price>
            <ul>
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <CommandLink href="/app" $primary={plan.highlighted} aria-label={`Get started with ${plan.name}`}>
              Get Started
            </CommandLink>
          </PlanCard>
        ))}
      </Plans>
      <h3>All plans include</h3>
      <Includes>
        {ALL_PLANS_INCLUDE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Includes>
    </>
  );
}
