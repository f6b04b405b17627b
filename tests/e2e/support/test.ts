// Every spec imports Playwright from here, so a fixture all of them need has one place to go. `page.goto`
// is Playwright's own: a test waits for what a visitor sees, never for the app to have taken the page over.
export { expect, test } from '@playwright/test';
export type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
