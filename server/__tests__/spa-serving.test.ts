import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A stand-in for `dist/`: index.html and one hashed asset with its precompressed copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forum-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  mkdirSync(path.join(dir, 'prerendered'));
  const whoWeAre = `<!doctype html><html><body><div id="root"><h1>Who We Are, prerendered</h1>${' '.repeat(2000)}</div></body></html>`;
  writeFileSync(path.join(dir, 'prerendered', 'who-we-are.html'), whoWeAre);
  writeFileSync(path.join(dir, 'prerendered', 'who-we-are.html.br'), brotliCompressSync(whoWeAre));
  writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({ '/who-we-are': 'prerendered/who-we-are.html' }),
  );
  return dir;
}

describe('serving the built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { STATIC_DIR: fakeBuild() });
  });
  afterAll(async () => t.close());

  it('answers index.html for a client-side route (history fallback), not cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/sign-in',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("answers a prerendered page's own HTML, precompressed and not cached", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/who-we-are',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<h1>Who We Are, prerendered</h1>',
    );
  });

  it('finds a prerendered page with a trailing slash or a query string, and only for its own address', async () => {
    for (const url of ['/who-we-are', '/who-we-are/', '/who-we-are?page=2']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.body, url).toContain('Who We Are, prerendered');
    }
    const other = await t.app.inject({ method: 'GET', url: '/our-people', headers: { accept: 'text/html' } });
    // The test app takes no real money: <html> says so (the banner itself goes in a page's <main>).
    expect(other.body).toBe(
      '<!doctype html><html data-money-mode="sandbox"><body><div id="root"></div></body></html>',
    );
  });

  it('serves hashed assets precompressed and cached immutably', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(4000);
  });

  it('keeps unknown API paths as JSON 404s even for browsers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/unknown.php',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
