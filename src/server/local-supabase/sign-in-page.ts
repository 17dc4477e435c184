import { html, raw } from 'hono/html';

export interface SignInPageProps {
  provider: string;
  redirectTo: string;
  name?: string;
  email?: string;
  error?: string;
}

// The page is served by the server, outside the SPA and its theme object: DESIGN.md's tokens are
// repeated here once, as plain CSS.
const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #070b08; color: #d7f5e1;
         font: 15px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
  main { width: min(26rem, calc(100vw - 32px)); background: #0d1510; border: 1px solid #1f3a29; border-radius: 6px;
         box-shadow: 0 12px 40px rgba(0, 0, 0, 0.6); padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; color: #3cff8f; }
  p { margin: 0 0 16px; color: #8fbf9f; }
  label { display: block; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 8px; background: #122018; color: #d7f5e1; border: 1px solid #1f3a29;
          border-radius: 6px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 2px solid #3cff8f; outline-offset: 2px; }
  button { margin-top: 20px; width: 100%; padding: 10px; background: #3cff8f; color: #04140a; border: 0; border-radius: 6px;
           font: inherit; font-weight: 700; cursor: pointer; }
  .error { color: #ff6b6b; }
`;

/**
 * The embedded backend's stand-in for Google's consent screen. It says plainly that it is the
 * local development provider, so nobody mistakes it for a real account sign-in.
 */
export function signInPage(props: SignInPageProps) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sign in — RankScribe local development provider</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Local development sign-in</h1>
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
      </form>
    </main>
  </body>
</html>`;
}

export function signInErrorPage(message: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Sign-in error — RankScribe local development provider</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Sign-in refused</h1>
      <p class="error" role="alert">${message}</p>
    </main>
  </body>
</html>`;
}
