import { Link } from 'react-router-dom';
import { POLICY_LAST_UPDATED } from '../../ui/static-pages';
import { Updated } from './static-page.styles';

export function TermsPage() {
  return (
    <>
      <h1>Terms of Service</h1>
      <Updated>{POLICY_LAST_UPDATED}</Updated>
      <h2>The service</h2>
      <p>
        RankScribe analyses the website you submit, proposes blog topics and writes articles for it. Submit only
        websites you own or are allowed to act for.
      </p>
      <h2>Accounts</h2>
      <p>You sign in with an external account provider and are responsible for activity under your account.</p>
      <h2>Subscriptions and payment</h2>
      <p>
        Paid plans are monthly subscriptions billed through our payment provider. Each plan includes a number of
        articles per month. Refunds follow our <Link to="/refund">refund policy</Link>.
      </p>
      <h2>Your content</h2>
      <p>
        The articles generated for you are yours to publish. Review them before publishing: you are responsible
        for what appears on your site.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use the service to break the law, infringe others&apos; rights or overload it. We may suspend
        accounts that violate these terms.
      </p>
      <h2>Changes</h2>
      <p>We may update these terms; the date above shows the latest version.</p>
    </>
  );
}
