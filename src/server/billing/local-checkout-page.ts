import { html } from 'hono/html';
import { BETA_OFFER, type Plan } from '../../shared/plans';
import { htmlPage, type Markup } from '../http/html-page';

/** The plan choice, posting the page's checkout token back to this server only. */
export function planForm(props: { action: string; checkoutToken: string; redirectUrl: string; plans: readonly Plan[] }): Markup {
  return html`<p class="note">Local development checkout — no payment is taken. In production this is the hosted Lemon Squeezy checkout.</p>
    <form method="post" action="${props.action}">
      <input type="hidden" name="checkout_token" value="${props.checkoutToken}" />
      <input type="hidden" name="redirect_url" value="${props.redirectUrl}" />
      <fieldset>
        <legend>Choose your plan (beta: ${BETA_OFFER})</legend>
        ${props.plans.map(
          (p, i) =>
            html`<label><input type="radio" name="plan" value="${p.name}" ${i === 0 ? 'checked' : ''} /> ${p.name} — $${p.price}/${p.period}, ${p.articlesPerMonth} articles</label>`,
        )}
      </fieldset>
      <button type="submit">Complete test purchase</button>
    </form>`;
}

const STYLE = `
.note{color:var(--amber)}
fieldset{border:1px solid var(--border);border-radius:var(--radius);margin:16px 0}
label{display:block;padding:4px 0}
`;

/** The local checkout's standalone page. */
export function checkoutPage(title: string, body: Markup): Markup {
  return htmlPage({ title: `${title} · RankScribe`, layout: 'card', noindex: true, style: STYLE, main: html`<h1>${title}</h1>${body}` });
}
