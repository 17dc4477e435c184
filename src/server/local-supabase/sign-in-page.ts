import { html } from 'hono/html';
import { htmlPage } from '../http/html-page';

export interface SignInPageProps {
  provider: string;
  redirectTo: string;
  name?: string;
  email?: string;
  error?: string;
}

const STYLE = `
.card main{width:min(26rem,calc(100vw - 32px))}
p{margin:0 0 16px;color:var(--muted)}
.error{color:var(--red)}
label{display:block;margin:12px 0 4px}
input{width:100%;padding:8px;background:var(--raised);color:var(--text);border:1px solid var(--border);border-radius:var(--radius);font:inherit}
form button{margin-top:20px;width:100%;padding:10px}
`;

/**
 * The embedded backend's stand-in for Google's consent screen. It says plainly that it is the
 * local development provider, so nobody mistakes it for a real account sign-in.
 */
export function signInPage(props: SignInPageProps) {
  return htmlPage({
    title: 'Sign in — RankScribe local development provider',
    layout: 'card',
    noindex: true,
    style: STYLE,
    main: html`<h1>Local development sign-in</h1>
      <p>
        This is RankScribe's local development provider, standing in for "${props.provider}". No external account is
        used: enter any name and e-mail address to sign in on this machine.
      </p>
      ${props.error ? html`<p class="error" role="alert">${props.error}</p>` : ''}
      <form method="post" action="/auth/v1/authorize">
        <input type="hidden" name="provider" value="${props.provider}" />
        <input type="hidden" name="redirect_to" value="${props.redirectTo}" />
        <label for="name">Name</label>
        <input id="name" name="name" autocomplete="name" maxlength="100" value="${props.name ?? ''}" />
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${props.email ?? ''}" />
        <button type="submit">Sign in</button>
      </form>`,
  });
}

export function signInErrorPage(message: string) {
  return htmlPage({
    title: 'Sign-in error — RankScribe local development provider',
    layout: 'card',
    noindex: true,
    style: STYLE,
    main: html`<h1>Sign-in refused</h1>
      <p class="error" role="alert">${message}</p>`,
  });
}
