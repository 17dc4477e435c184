import styled from 'styled-components';
import { Actions, Button, Card, CardGrid, EmptyState, PageHeader, PageTitle } from '../../ui';
import { useLockedFeature } from '../../billing';

const INFO_CARDS = [
  {
    title: 'Automated Publishing',
    text: 'Schedule articles once and have them published to your connected CMS automatically.',
  },
  {
    title: 'Smart Scheduling',
    text: 'Spread posts over the week at the times your readers are most likely to visit.',
  },
];

const Info = styled(CardGrid)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** Automated Publishing (spec §2): a placeholder; every button opens pricing. */
export function CampaignsScreen() {
  const { openPricing, pricingDialog } = useLockedFeature();
  return (
    <>
      <PageHeader>
        <PageTitle>Automated Publishing</PageTitle>
        <Actions>
          <Button $variant="secondary" onClick={openPricing}>
            Calendar View
          </Button>
          <Button onClick={openPricing}>Create Campaign</Button>
        </Actions>
      </PageHeader>
      <Info>
        {INFO_CARDS.map((c) => (
          <Card key={c.title}>
            <h2>{c.title}</h2>
            <p>{c.text}</p>
          </Card>
        ))}
      </Info>
      <EmptyState aria-labelledby="campaigns-empty">
        <h2 id="campaigns-empty">No Active Campaigns</h2>
        <Button onClick={openPricing}>Create Your First Campaign</Button>
      </EmptyState>
      {pricingDialog}
    </>
  );
}
