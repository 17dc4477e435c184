import { SUPPORT_RESPONSE_TIME } from '../../ui/static-pages';
import { useSupportEmail } from '../../ui/runtime-config';

function EmailLink({ email }: { email: string | null }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>our support address</span>;
}

export function ContactPage() {
  const email = useSupportEmail();
  return (
    <>
      <h1>Contact Us</h1>
      <p>
        Questions about RankScribe, your account or your subscription? Email our support team at{' '}
        <EmailLink email={email} />.
      </p>
      <h2>Response time</h2>
      <p>We answer every message {SUPPORT_RESPONSE_TIME}.</p>
      <h2>Business inquiries</h2>
      <p>
        For partnerships, agencies and other business inquiries, write to the same address: <EmailLink email={email} />.
      </p>
    </>
  );
}
