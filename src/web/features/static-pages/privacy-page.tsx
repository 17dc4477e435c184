import { Link } from 'react-router-dom';
import { PRIVACY_DATA_CATEGORIES } from '../../ui/static-pages';

export function PrivacyPage() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>
        This policy explains what RankScribe keeps about you and why. We collect only what the product needs to
        analyse your website, write your articles and run your subscription.
      </p>
      <h2>Information we collect</h2>
      <ul>
        {PRIVACY_DATA_CATEGORIES.map((c) => (
          <li key={c.name}>
            <strong>{c.name}:</strong> {c.detail}
          </li>
        ))}
      </ul>
      <h2>How we use it</h2>
      <p>
        We use this information to provide the service: to sign you in, analyse the site you submit, generate and
        store your articles, count your plan&apos;s article quota and bill your subscription. We do not sell your
        data.
      </p>
      <h2>Questions</h2>
      <p>
        Ask us anything about your data on the <Link to="/contact">contact page</Link>.
      </p>
    </>
  );
}
