import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { BETA_OFFER, type Plan } from '../../shared/plans';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

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

/** The local checkout's standalone page; every value goes through Hono's escaping `html` tag. */
export function checkoutPage(title: string, body: Markup): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · RankScribe</title>
        <style>
          body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #070b08; color: #d7f5e1;
            font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
          main { max-width: 34rem; padding: 24px; border: 1px solid #1f3a29; border-radius: 6px; background: #0d1510; }
          h1 { color: #3cff8f; font-size: 1.25rem; } .note { color: #ffb347; }
          fieldset { border: 1px solid #1f3a29; border-radius: 6px; margin: 16px 0; } label { display: block; padding: 4px 0; }
          button { background: #3cff8f; color: #04140a; border: 0; border-radius: 6px; padding: 8px 16px; font: inherit; cursor: pointer; }
          :focus-visible { outline: 2px solid #3cff8f; outline-offset: 2px; }
        </style>
      </head>
      <body>
        <main><h1>${title}</h1>${body}</main>
      </body>
    </html>`;
}
