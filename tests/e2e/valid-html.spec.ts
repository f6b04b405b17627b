import { expect, test } from './support/test';
import { addBlogWithLargePicture } from './support/api';
import { checkHtml, describeHtmlErrors } from './support/nu-html-checker';
import { SERVER_SENT_PAGES } from './support/public-pages';

// One run of the checker over them all.
test('the Nu HTML Checker finds no error in any page the server sends', async ({ request }) => {
  const articleId = await addBlogWithLargePicture(request, {
    title: 'Valid markup for Apete',
    summary: 'Every page the server sends is valid HTML.',
    body: '<p>Four families now sleep dry.</p><ul><li>One</li></ul>',
    author: 'Kemi Oladipo',
  });
  const pages = await Promise.all(
    [...SERVER_SENT_PAGES, `/blog/${articleId}`].map(async (address) => {
      const response = await request.get(address, { headers: { accept: 'text/html' } });
      expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
      return { address, html: await response.text() };
    }),
  );
  const errors = await checkHtml(pages);
  expect(describeHtmlErrors(errors), 'errors of the Nu HTML Checker, by page:line:column').toEqual([]);
});
