import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

// The server's own origin comes from configuration, never from a request's Host header.
describe('the server’s own origins', () => {
  it('without PUBLIC_URL: both loopback spellings of the port, which sign-in may also return to', () => {
    const config = loadConfig({ PORT: '4321' });
    expect(config.ownOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(config.auth.redirectOrigins).toEqual(expect.arrayContaining(config.ownOrigins));
  });

  it("with PUBLIC_URL: that URL's origin only", () => {
    const config = loadConfig({ PORT: '4321', PUBLIC_URL: 'https://rankscribe.example/', REDIRECT_ALLOW_LIST: 'https://preview.example' });
    expect(config.ownOrigins).toEqual(['https://rankscribe.example']);
    expect(config.auth.redirectOrigins).toEqual(['https://rankscribe.example', 'https://preview.example']);
  });
});
