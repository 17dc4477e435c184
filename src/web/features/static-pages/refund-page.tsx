import { Link } from 'react-router-dom';
import { POLICY_LAST_UPDATED, REFUND_POLICY } from '../../ui/static-pages';
import { Updated } from './static-page.styles';

export function RefundPage() {
  return (
    <>
      <h1>Refund Policy</h1>
      <Updated>{POLICY_LAST_UPDATED}</Updated>
      <h2>{REFUND_POLICY.windowDays}-day money-back guarantee</h2>
      <p>
        If RankScribe is not right for you, ask for a full refund within {REFUND_POLICY.windowDays} days of your
        purchase.
      </p>
      <h2>Processing</h2>
      <p>Approved refunds are processed within {REFUND_POLICY.processingTime}, to the original payment method.</p>
      <h2>Exclusions</h2>
      <ul>
        {REFUND_POLICY.exclusions.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <h2>How to ask</h2>
      <p>
        Write to us from the <Link to="/contact">contact page</Link> with the e-mail address of your account.
      </p>
    </>
  );
}
