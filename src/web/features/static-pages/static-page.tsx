import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../../ui/site-footer';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { RefundPage } from './refund-page';
import { Page, Prose, TopBar } from './static-page.styles';
import { TermsPage } from './terms-page';

export type StaticPageName = 'contact' | 'privacy' | 'terms' | 'refund';

const PAGES: Record<StaticPageName, ComponentType> = {
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  refund: RefundPage,
};

/**
 * A static page with the footer. Imports stay narrow (no ui barrel) so this chunk carries no
 * store, machines or dialog code and can be prerendered.
 */
export function StaticPage({ page }: { page: StaticPageName }) {
  const Content = PAGES[page];
  return (
    <Page>
      <TopBar>
        <Link to="/">RankScribe</Link>
      </TopBar>
      <Prose>
        <Content />
      </Prose>
      <SiteFooter label="Legal" />
    </Page>
  );
}
