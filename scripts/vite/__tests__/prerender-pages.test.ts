import { describe, expect, it } from 'vitest';
import { getBlogsEndpoint } from '../../../contract/blog';
import { composePrerenderedHtml } from '../../../server/pages/page-html';
import { prerenderedFileName } from '../prerender-pages';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-static-seo>Forum</title>
    <meta
      data-static-seo
      name="description"
      content="Generic description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <meta data-static-seo property="og:url" content="https://site-origin.invalid/">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  body: '<header>Forum</header><main><h1>Latest News</h1></main>',
  head:
    '<title>Blog | Forum</title><meta name="description" content="Stories"/>' +
    '<link rel="canonical" href="https://site-origin.invalid/blog"/>',
  preloads: ['assets/blog-1.js', 'assets/endpoint-2.js'],
  reads: [getBlogsEndpoint.path],
};

describe('composing a prerendered page', () => {
  const html = composePrerenderedHtml(indexHtml, page);

  it('puts the page markup inside #root', () => {
    expect(html).toContain('<div id="root"><header>Forum</header><main><h1>Latest News</h1></main></div>');
  });

  it("replaces the generic title, description and preview tags with the page's own, marked for the app to replace", () => {
    expect(html).not.toContain('Generic description');
    expect(html).not.toContain('content="https://site-origin.invalid/"');
    expect(html).not.toContain('<title data-static-seo>Forum</title>');
    expect(html).toContain('<title data-static-seo>Blog | Forum</title>');
    expect(html).toContain('<meta data-static-seo name="description" content="Stories"/>');
    expect(html.indexOf('Blog | Forum')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the canonical and og:url addresses the page rendered, for the server to give its origin', () => {
    const withOrigin = composePrerenderedHtml(indexHtml, {
      ...page,
      head: '<link rel="canonical" href="https://site-origin.invalid/blog"/>',
    });
    expect(withOrigin).toContain(
      '<link data-static-seo rel="canonical" href="https://site-origin.invalid/blog"/>',
    );
  });

  it("loads the app's entry as index.html does, with the page's chunks preloaded beside it", () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/blog-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/endpoint-2.js">',
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('preloads the API reads the page starts with, as the app will fetch them', () => {
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${getBlogsEndpoint.path}">`);
  });

  it('refuses an index.html it cannot fill rather than writing a broken page', () => {
    expect(() => composePrerenderedHtml(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow(
      /#root/,
    );
  });

  it('refuses an index.html without its entry script', () => {
    expect(() =>
      composePrerenderedHtml(indexHtml.replace(/<script type="module"[^>]*><\/script>/, ''), page),
    ).toThrow(/no entry script/);
  });

  it('names the files as the server looks them up', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/blog')).toBe('blog.html');
    expect(prerenderedFileName('/member-requisition')).toBe('member-requisition.html');
  });
});
