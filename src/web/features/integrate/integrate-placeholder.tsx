import styled from 'styled-components';
import { CMS_INTEGRATIONS } from './cms-integrations';
import { Button, Card, CardGrid, PageHeader, PageTitle } from '../../ui';
import { useLockedFeature } from '../../billing';

export const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.avatarSize};
  height: ${({ theme }) => theme.layout.avatarSize};
  background: ${({ theme }) => theme.color.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

/** CMS Integration for visitors and free users (spec §2): a placeholder; every Connect button opens pricing. */
export function IntegratePlaceholder() {
  const { openPricing, pricingDialog } = useLockedFeature();
  return (
    <>
      <PageHeader>
        <PageTitle>CMS Integration</PageTitle>
      </PageHeader>
      <CardGrid>
        {CMS_INTEGRATIONS.map((cms) => (
          <Card key={cms.name}>
            <Icon aria-hidden="true">{cms.icon}</Icon>
            <h2>{cms.name}</h2>
            <p>{cms.description}</p>
            <Button onClick={openPricing}>Connect {cms.name}</Button>
          </Card>
        ))}
      </CardGrid>
      {pricingDialog}
    </>
  );
}
