import styled from 'styled-components';
import { Button, EmptyState, PageHeader, PageTitle, TextInput } from '../../ui';
import { useLockedFeature } from '../../billing';

const Search = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** Your Articles for visitors and free users (spec §2): a placeholder; its one action opens pricing. */
export function ArticlesPlaceholder() {
  const { openPricing, pricingDialog } = useLockedFeature();
  return (
    <>
      <PageHeader>
        <PageTitle>Your Articles</PageTitle>
      </PageHeader>
      {/* Searching does nothing yet (spec §2): the box is there, unconnected. */}
      <Search role="search">
        <TextInput type="search" placeholder="Search articles..." aria-label="Search articles" />
      </Search>
      <EmptyState aria-labelledby="articles-empty">
        <h2 id="articles-empty">No Articles Available</h2>
        <Button onClick={openPricing}>Create Article</Button>
      </EmptyState>
      {pricingDialog}
    </>
  );
}
