import type { Locator } from '@playwright/test';
import { FAQ_ITEMS, HERO_SLIDES } from '../../src/content/home';
import { TEAM } from '../../src/content/team';
import { ABOUT_TABS, OFFICE_CARD } from '../../src/content/who-we-are';
import { actLikeASlowPhone } from './support/slow-phone';
import { expect, test, type Page } from './support/test';

/**
 * A visitor on a phone opens a page and taps a control once, as soon as it shows: no waiting for the page to
 * load or for the app. The tap must do what the control says, without a second one. Run on a slow phone's
 * profile (`actLikeASlowPhone`), where the app arrives seconds after the page is on screen.
 */
/**
 * How long a tap's effect may take to show. A control the platform runs acts at once; one that needs the app
 * says it is getting ready, then acts once the app has arrived, which on this profile takes seconds.
 */
const EFFECT_TIMEOUT_MS = 30_000;

interface FirstTap {
  control: string;
  path: string;
  /** The control, found as a visitor finds it: by what it says. */
  target(page: Page): Locator;
  /** What the one tap must bring on screen. */
  effect(page: Page): Promise<void>;
}

const [firstSlide, , thirdSlide] = HERO_SLIDES;
const [firstQuestion] = FAQ_ITEMS;
const [firstTeamMember] = TEAM;
const coreValues = ABOUT_TABS.find((tab) => tab.label === 'Core Values');

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** A button, or a link or label standing for one in the server-sent page, by its text. */
const control = (page: Page, name: string | RegExp) =>
  page
    .getByRole('button', { name })
    .or(page.getByRole('link', { name }))
    .or(page.getByRole('tab', { name }))
    .or(page.locator('label').filter({ has: page.getByRole('radio', { name }) }))
    .or(page.locator('label, summary').filter({ hasText: name }))
    .first();

const FIRST_TAPS: readonly FirstTap[] = [
  {
    control: 'the menu icon',
    path: '/',
    target: (page) => control(page, /^(Open )?menu$/i),
    effect: async (page) => {
      const menuLink = page.locator('[popover]').getByRole('link', { name: 'Our people', exact: true });
      await expect(menuLink).toBeInViewport({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: 'Join the Movement',
    path: '/',
    target: (page) => control(page, 'Join the Movement'),
    effect: async (page) => {
      await expect(dialogNamed(page, 'Join the Movement')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: 'the first FAQ question',
    path: '/',
    target: (page) => control(page, firstQuestion!.question),
    effect: async (page) => {
      await expect(page.getByText(firstQuestion!.answer)).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: 'a carousel dot',
    path: '/',
    target: (page) => control(page, `Show slide 3 of ${HERO_SLIDES.length}`),
    effect: async (page) => {
      // The slides also advance on their own once the app runs, one every few seconds: the third slide
      // showing at once, and the first hidden, is the tap's doing.
      await expect(page.getByText(thirdSlide!.heading)).toBeVisible({ timeout: 2_000 });
      await expect(page.getByText(firstSlide!.heading)).toBeHidden();
    },
  },
  {
    control: 'Donate Now',
    path: '/donate',
    target: (page) => control(page, 'Donate Now'),
    effect: async (page) => {
      await expect(dialogNamed(page, 'Make a Donation')).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: "a team member's card",
    path: '/our-people',
    target: (page) => control(page, new RegExp(firstTeamMember!.name)),
    effect: async (page) => {
      await expect(dialogNamed(page, new RegExp(firstTeamMember!.name))).toBeVisible({
        timeout: EFFECT_TIMEOUT_MS,
      });
    },
  },
  {
    control: 'the Core Values tab',
    path: '/who-we-are',
    target: (page) => control(page, 'Core Values'),
    effect: async (page) => {
      await expect(page.getByRole('heading', { name: coreValues!.heading })).toBeVisible({
        timeout: EFFECT_TIMEOUT_MS,
      });
    },
  },
  {
    control: 'the map toggle',
    path: '/who-we-are',
    target: (page) => page.locator('summary').filter({ hasText: OFFICE_CARD.showLocationLabel }),
    effect: async (page) => {
      await expect(page.getByTitle(OFFICE_CARD.mapTitle)).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: 'Copy address',
    path: '/who-we-are',
    target: (page) => control(page, OFFICE_CARD.copyAddressLabel),
    effect: async (page) => {
      // Whether the browser lets the page write to the clipboard is its own: the tap must be answered.
      const answer = page
        .getByText(OFFICE_CARD.copiedMessage)
        .or(page.getByText(OFFICE_CARD.copyFailedMessage));
      await expect(answer).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    control: 'Support this program',
    path: '/programs',
    target: (page) => control(page, /^Support this program/),
    effect: async (page) => {
      await expect(dialogNamed(page, /^Support /)).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
];

test.describe('every control works on the first tap, on a slow phone', () => {
  test.beforeEach(async ({ page }) => actLikeASlowPhone(page));

  for (const firstTap of FIRST_TAPS) {
    test(`${firstTap.control} on ${firstTap.path}`, async ({ page }) => {
      await page.goto(firstTap.path, { waitUntil: 'commit' });
      // tap() waits only until the control is visible, stable and enabled: what a visitor's thumb waits for.
      // Bounded below the test's own timeout, so a lost tap fails the test with the control's name.
      await firstTap.target(page).tap({ timeout: 30_000 });
      await firstTap.effect(page);
    });
  }
});
