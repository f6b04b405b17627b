import { DONATION_RETURN_PATH } from '../../contract/constants';
import { DONATION_CHECKOUT_PATH } from '../../contract/donation-checkout';
import { OWN_PAGE_PATHS } from '../../contract/own-page';
import { expect, test } from './support/test';
import { addBlogWithLargePicture, createMemberThroughApi } from './support/api';
import { checkHtml, describeHtmlErrors } from './support/nu-html-checker';
import { SERVER_SENT_PAGES } from './support/public-pages';

/** Forms sent without the app with something to fix: the server answers the page with its messages. */
const REFUSED_FORMS: ReadonlyArray<{ address: string; form: Record<string, string> }> = [
  {
    address: DONATION_CHECKOUT_PATH,
    form: { preset: '', amount: '50', email: 'not-an-email', frequency: 'once' },
  },
  { address: '/member-requisition', form: { name: 'Kemi Ojo', ulid: 'too-short', type: 'leave' } },
  { address: OWN_PAGE_PATHS.signIn, form: { email: 'not-an-email' } },
];

// One run of the checker over them all.
test('the Nu HTML Checker finds no error in any page the server sends', async ({ request }) => {
  const articleId = await addBlogWithLargePicture(request, {
    title: 'Valid markup for Apete',
    summary: 'Every page the server sends is valid HTML.',
    body: '<p>Four families now sleep dry.</p><ul><li>One</li></ul>',
    author: 'Kemi Oladipo',
  });
  const member = await createMemberThroughApi(request, 'Valid Markup Member');
  const pages = await Promise.all(
    [...SERVER_SENT_PAGES, `/blog/${articleId}`, `/member-card?id=${member.ulid}`, DONATION_RETURN_PATH].map(
      async (address) => {
        const response = await request.get(address, { headers: { accept: 'text/html' } });
        expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
        return { address, html: await response.text() };
      },
    ),
  );
  for (const { address, form } of REFUSED_FORMS) {
    const response = await request.post(address, { form, headers: { accept: 'text/html' } });
    expect(response.status(), address).toBe(422);
    expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
    pages.push({ address: `${address} (refused)`, html: await response.text() });
  }
  const errors = await checkHtml(pages);
  expect(describeHtmlErrors(errors), 'errors of the Nu HTML Checker, by page:line:column').toEqual([]);
});
