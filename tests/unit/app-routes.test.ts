import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, canonicalAppPath } from '../../src/shared/app-routes';

describe('the app paths the server names as canonical', () => {
  it('are exactly the routes of src/web/App.tsx', async () => {
    const source = await readFile(path.resolve(import.meta.dirname, '../../src/web/App.tsx'), 'utf8');
    const routes = [...source.matchAll(/<Route (index|path="([^"]+)")/g)].map((m) => (m[1] === 'index' ? '' : m[2]!));
    // Top-level routes are absolute; the nested ones (and the index) are /app's children.
    const paths = routes.filter((r) => r !== '*').map((r) => (r.startsWith('/') ? r : r ? `/app/${r}` : '/app'));
    expect(new Set(paths)).toEqual(new Set(APP_PATHS));
  });

  it('map any other path, and anything a visitor can type, to /app', () => {
    expect(canonicalAppPath('/app/articles/')).toBe('/app/articles');
    expect(canonicalAppPath('/')).toBe('/');
    expect(canonicalAppPath('/app/"><script>x</script>')).toBe('/app');
    expect(canonicalAppPath('/nowhere')).toBe('/app');
    expect(canonicalAppPath('//')).toBe('/app');
  });
});
