/** The admin account the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' } as const;
