import { expect, test, type Page } from './support/test';
import { createMemberThroughApi, signInThroughStorage } from './support/api';

/** Every text of the card that is wider than its box, cut off or shortened with an ellipsis. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.getByRole('article', { name: 'Digital Membership Card' }).evaluate((card) =>
    [...card.querySelectorAll('p, dt, dd')]
      .filter((text) => {
        const box = text.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        return (
          text.scrollWidth > text.clientWidth ||
          getComputedStyle(text).textOverflow === 'ellipsis' ||
          box.right > cardBox.right + 0.5 ||
          box.bottom > cardBox.bottom + 0.5
        );
      })
      .map((text) => text.textContent ?? ''),
  );
}

test('a long name and long values show whole on the card, on a phone and in print', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Oluwadamilare-Ayodeji Oluwaseun Adebayo-Williams ${stamp}`;
  const values = {
    email: `oluwadamilare.adebayo-williams.${stamp}@humanitarian-forum-volunteers.example.org`,
    type_of_work: 'Community Health Extension Worker and Nutrition Programme Coordinator',
    company_name: 'Federal Medical Centre Abeokuta Department of Community Medicine',
  };
  const member = await createMemberThroughApi(request, name, 'Mr', values);

  await page.goto(`/member-card?id=${member.ulid}`);
  const card = page.getByRole('article', { name: 'Digital Membership Card' });
  for (const value of [`Mr ${name}`, ...Object.values(values)]) {
    await expect(card.getByText(value, { exact: true })).toBeVisible();
  }
  expect(await cutTexts(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await cutTexts(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ media: 'print' });
  expect(await cutTexts(page)).toEqual([]);
});

test("an admin opening a card by its numeric id sees it load, never 'Member Not Found' first", async ({
  page,
  request,
}) => {
  const name = `Ngozi Eze ${Date.now()}`;
  const member = await createMemberThroughApi(request, name);
  await signInThroughStorage(page, request);
  // Notes any moment the page shows 'Member Not Found', from the first byte of the page on.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const headings = [...document.querySelectorAll('h1')].map((heading) => heading.textContent);
      if (headings.includes('Member Not Found')) document.documentElement.dataset.sawNotFound = 'yes';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto(`/member-card?id=${member.id}`);
  await expect(page.getByRole('article', { name: 'Digital Membership Card' })).toContainText(name);
  expect(await page.locator('html').getAttribute('data-saw-not-found')).toBeNull();
});
