import { expect, test, type Page } from '@playwright/test';
import { FORUM_NAME, PAGE_FADE_SECONDS } from '../../contract/constants';
import { signInThroughForm } from './support/api';

test.describe('the site shell', () => {
  test('the home page loads with a title and the header', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(FORUM_NAME.split(' ')[0]!));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /make a donation/i }).first()).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link reloads fine (history fallback)', async ({ page }) => {
    const response = await page.goto('/who-we-are');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

/** Records, frame by frame, the duration of every View Transition animation the page runs. */
async function recordPageFades(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { pageFadeDurations: seen });
    const record = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        if (effect?.pseudoElement?.startsWith('::view-transition-'))
          seen.push(Number(effect.getTiming().duration));
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { pageFadeDurations: number[] }).pageFadeDurations);
}

test.describe('the page fade (SPEC: 0.5 s)', () => {
  test('a link fades the old page out and the new one in over 0.5 s', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fades = await recordPageFades(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
    await expect.poll(fades).toContain(PAGE_FADE_SECONDS * 1000);
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  });

  test('a visitor who asked for less motion changes page without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fades = await recordPageFades(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
    await page.waitForTimeout(PAGE_FADE_SECONDS * 1000 + 200);
    expect(await fades()).toEqual([]);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the hamburger and closes with a link, the backdrop and Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toBeVisible();

    await panel.getByRole('link', { name: 'Programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('admin access', () => {
  test('/admin without a session lands on the sign-in page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('the configured admin signs in and reaches the admin panel', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByText(/admin panel/i).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('isLoggedIn'))).toBe('true');
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel(/email/i).fill('admin@e2e.test');
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});
