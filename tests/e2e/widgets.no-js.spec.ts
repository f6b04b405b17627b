import { expect, test, type Page } from './support/test';
import { FAQ_ITEMS } from '../../src/content/home';
import { TEAM } from '../../src/content/team';
import { updateProgramEndpoint } from '../../contract/admin-content';
import { lagosDate } from '../../contract/lagos-time';
import { getProgramsEndpoint } from '../../contract/program';
import { adminHeaders } from './support/api';

/** Taps a carousel's dot: the label a visitor sees around its radio button. */
async function choose(page: Page, dot: string) {
  await page.locator('label', { has: page.getByRole('radio', { name: dot }) }).click();
}

// With JavaScript off, as a browser without it (or one whose scripts have not arrived) gets the pages: every
// control here is the platform's own.

test.describe('the mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the hamburger over a dimmed page, closes with Escape and a click outside, and a link navigates', async ({
    page,
  }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('open-menu-icon')).toBeVisible();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('close-menu-icon')).toBeVisible();
    await expect(page.getByTestId('open-menu-icon')).toBeHidden();
    // 70% of the page's width (the viewport but its scrollbar), from the left edge.
    // It slides in from the left: measured once it has arrived.
    await expect.poll(async () => (await page.locator('#mobile-menu').boundingBox())?.x).toBe(0);
    const panel = await page.locator('#mobile-menu').boundingBox();
    expect((panel?.width ?? 0) / 390).toBeGreaterThan(0.66);
    expect((panel?.width ?? 0) / 390).toBeLessThan(0.71);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(370, 500);
    await expect(menu).toBeHidden();

    await hamburger.click();
    await menu.getByRole('link', { name: 'Our people', exact: true }).click();
    await expect(page).toHaveURL(/\/our-people$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our People' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test('the FAQ opens and closes each answer on its own without JavaScript', async ({ page }) => {
  await page.goto('/');
  const question = (index: number) => page.locator('summary', { hasText: FAQ_ITEMS[index]!.question });
  const first = question(0);
  const firstAnswer = page.getByText(FAQ_ITEMS[0]!.answer);
  const secondAnswer = page.getByText(FAQ_ITEMS[1]!.answer);
  await expect(firstAnswer).toBeHidden();

  await first.click();
  await expect(firstAnswer).toBeVisible();
  await question(1).click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeVisible();

  await first.click();
  await expect(firstAnswer).toBeHidden();
  await expect(secondAnswer).toBeVisible();
});

test.describe("a team member's dialog without JavaScript", () => {
  const person = TEAM.find((member) => member.name === 'Ibrahim Salami')!;

  test('opens from the card with the photo, name, role and biography; × and Escape close it, focus back on the card', async ({
    page,
  }) => {
    await page.goto('/our-people');
    const card = page.getByRole('button', { name: new RegExp(person.name) });
    const dialog = page.getByRole('dialog', { name: person.name });
    await expect(dialog).toBeHidden();

    await card.click();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('img', { name: `Portrait of ${person.name}` })).toBeVisible();
    await expect(dialog).toContainText(person.role);
    await expect(dialog).toContainText(person.bio);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/our-people');
    await page.getByRole('button', { name: new RegExp(person.name) }).click();
    const dialog = page.getByRole('dialog', { name: person.name });
    await expect(dialog).toBeVisible();

    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe('Who we are without JavaScript', () => {
  test('shows Mission and Vision first, and one section at a time as the tabs are chosen by click and arrow keys', async ({
    page,
  }) => {
    await page.goto('/who-we-are');
    const mission = page.getByRole('heading', { name: 'Our mission and vision' });
    const values = page.getByRole('heading', { name: 'What guides us' });
    await expect(page.getByRole('radio', { name: 'Mission and Vision' })).toBeChecked();
    await expect(mission).toBeVisible();
    await expect(values).toBeHidden();

    await page.getByText('Core Values', { exact: true }).click();
    await expect(values).toBeVisible();
    await expect(mission).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Our History' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'How we started' })).toBeVisible();
    await expect(values).toBeHidden();
  });

  test("the office card switches between the directions and the map ('Show Location' / 'Show Directions')", async ({
    page,
  }) => {
    await page.goto('/who-we-are');
    const map = page.getByTitle('Map of our office in Ibadan');
    const directions = page.getByRole('region', { name: 'Visit our office' }).getByRole('listitem').first();
    await expect(map).toBeHidden();
    await expect(directions).toBeVisible();

    await page.getByText('Show Location', { exact: true }).click();
    await expect(map).toBeVisible();
    await expect(directions).toBeHidden();
    await expect(page.getByText('Show Location', { exact: true })).toBeHidden();

    await page.getByText('Show Directions', { exact: true }).click();
    await expect(map).toBeHidden();
    await expect(directions).toBeVisible();
  });

  test("the office address is there to select, with no 'Copy address' button that could never copy", async ({
    page,
  }) => {
    await page.goto('/who-we-are');
    const card = page.getByRole('region', { name: 'Visit our office' });
    await expect(card.getByText('82 Brick House')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copy address' })).toBeHidden();
    await expect(page.getByText('Getting ready…')).toBeHidden();
  });

  test('the testimonial dots choose a testimonial', async ({ page }) => {
    await page.goto('/who-we-are');
    const slide = (name: string) => page.getByRole('group', { name, exact: true, includeHidden: true });
    await expect(slide('1 of 4')).toBeVisible();
    await expect(slide('3 of 4')).toBeHidden();

    await choose(page, 'Show testimonial 3 of 4');
    await expect(slide('3 of 4')).toBeVisible();
    await expect(slide('1 of 4')).toBeHidden();
  });
});

test('the home carousel shows its first slide and the dots choose another', async ({ page }) => {
  await page.goto('/');
  const slide = (name: string) => page.getByRole('group', { name, exact: true, includeHidden: true });
  await expect(slide('1 of 3')).toBeVisible();
  await expect(slide('2 of 3')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);

  await choose(page, 'Show slide 2 of 3');
  await expect(slide('2 of 3')).toBeVisible();
  await expect(slide('1 of 3')).toBeHidden();
});

test('the home page shows the upcoming program as an admin just edited it, with its buttons to /donate and /programs', async ({
  page,
  request,
}) => {
  // Other specs add programs to the same server, so the program is the one the API names upcoming right now:
  // today's (Lagos), else the earliest future one.
  type Program = {
    id: number;
    title: string;
    description: string;
    date: string;
    goalNaira?: number | null;
    goalEndsOn?: string | null;
  };
  const { data } = (await (await request.get(getProgramsEndpoint.path)).json()) as { data: Program[] };
  const today = lagosDate();
  const upcoming =
    data.find((program) => program.date === today) ??
    data.filter((program) => program.date > today).sort((a, b) => a.date.localeCompare(b.date))[0];
  expect(upcoming, 'the demo seed has a future program').toBeDefined();
  const { id, title, description, date, goalNaira, goalEndsOn } = upcoming!;
  const edit = async (newDescription: string) =>
    request.put(updateProgramEndpoint.path.replace(':id', String(id)), {
      headers: await adminHeaders(request),
      data: { title, description: newDescription, date, goalNaira, goalEndsOn },
    });
  // Only the description changes, so a test reading this program by its title is not disturbed.
  const edited = `${description} Bring a neighbour.`;
  expect((await edit(edited)).ok()).toBe(true);
  try {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Upcoming Programs' });
    await expect(block.getByRole('heading', { name: title })).toBeVisible();
    await expect(block.getByText(edited)).toBeVisible();
    await expect(block.getByText('Loading upcoming programs…')).toHaveCount(0);
    await expect(block.getByRole('link', { name: 'Support this program' })).toHaveAttribute(
      'href',
      '/donate',
    );
    await block.getByRole('link', { name: 'See all programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
  } finally {
    await edit(description);
  }
});

test('the notice for a browser without JavaScript names what needs it, below the fixed header', async ({
  page,
}) => {
  for (const address of ['/', '/donate', '/member-card']) {
    await page.goto(address);
    const notice = page.getByText(/need JavaScript/);
    await expect(notice, address).toHaveText(
      'The membership application and the admin area of this website need JavaScript: please enable it ' +
        'in your browser, or write to info@helpinghandsforum.org. Everything else, donations, member ' +
        'requests and the member card included, works without it.',
    );
    // Its first line is what a visitor sees at that place: not the header over it.
    const firstLineIsSeen = await notice.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const seen = document.elementFromPoint(box.left + 24, box.top + 24);
      return seen !== null && element.contains(seen);
    });
    expect(firstLineIsSeen, address).toBe(true);
  }
});
