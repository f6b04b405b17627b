import { expect, test } from './support/test';
import { addBlogWithLargePicture } from './support/api';
import { checkHtml, describeHtmlErrors } from './support/nu-html-checker';

/**
 * Every kind of page the server sends: the prerendered public pages, the pages it renders with their data, the
 * app's shell (the member card, sign-in, the admin area) and the 404 pages. The Nu HTML Checker reads them all
 * in one run.
 */
const ADDRESSES = [
  '/',
  '/who-we-are',
  '/programs',
  '/our-people',
  '/blog',
  '/donate',
  '/member-requisition',
  '/transparency',
  '/member-card?id=0190a0b0-0000-7000-8000-000000000031',
  '/auth/sign-in',
  '/admin',
  '/no-such-page',
  '/blog/987654321',
];

test('the Nu HTML Checker finds no error in any page the server sends', async ({ request }) => {
  const articleId = await addBlogWithLargePicture(request, {
    title: 'Valid markup for Apete',
    summary: 'Every page the server sends is valid HTML.',
    body: '<p>Four families now sleep dry.</p><ul><li>One</li></ul>',
    author: 'Kemi Oladipo',
  });
  const pages = await Promise.all(
    [...ADDRESSES, `/blog/${articleId}`].map(async (address) => {
      const response = await request.get(address, { headers: { accept: 'text/html' } });
      expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
      return { address, html: await response.text() };
    }),
  );
  const errors = await checkHtml(pages);
  expect(describeHtmlErrors(errors), 'errors of the Nu HTML Checker, by page:line:column').toEqual([]);
});
