import { z } from './zod';
import { ADMIN_ADDRESS_PATTERN } from './auth';
import { outcomeResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/** An admin's own password: at least this long (the generated first password is replaced by one). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** How long an invitation link works. */
export const ADMIN_INVITE_VALID_HOURS = 24;
/** How long a password-reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

export const ADMIN_ACCOUNT_MESSAGES = {
  passwordTooShort: `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'The password is too long',
  passwordRequired: 'Enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Choose a password different from the current one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  signedOutEverywhere: 'You have been signed out everywhere. Please sign in again.',
  signedOut: 'You have been signed out.',
  emailInvalid: 'Enter a valid e-mail address',
  alreadyAdmin: 'This address already belongs to an admin',
  inviteSent: 'Invitation sent. The link works once, for 24 hours.',
  inviteRevoked: 'The invitation has been withdrawn: its link no longer works.',
  inviteNotFound: 'No invitation to this address is waiting',
  adminRemoved: 'The admin has been removed',
  adminNotFound: 'Admin not found',
  lastAdmin: 'The last admin cannot be removed',
  /** The same answer whether or not an admin uses the address. */
  resetRequested:
    'If an admin account uses this address, a link to set a new password is on its way. The link works once, for 1 hour.',
  linkInvalid: 'This link is not valid any more: it has been used or has expired. Ask for a new one.',
  passwordSet: 'Your password has been set. You can sign in now.',
} as const;

const newPasswordSchema = z
  .string({ error: ADMIN_ACCOUNT_MESSAGES.passwordTooShort })
  .check(
    z.minLength(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_ACCOUNT_MESSAGES.passwordTooShort),
    z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_ACCOUNT_MESSAGES.passwordTooLong),
  );

const addressSchema = z
  .string({ error: ADMIN_ACCOUNT_MESSAGES.emailInvalid })
  .check(
    z.trim(),
    z.minLength(1, ADMIN_ACCOUNT_MESSAGES.emailInvalid),
    z.maxLength(254, ADMIN_ACCOUNT_MESSAGES.emailInvalid),
    z.regex(ADMIN_ADDRESS_PATTERN, ADMIN_ACCOUNT_MESSAGES.emailInvalid),
  );

/** A link's token: 43 base64url characters (32 random bytes). */
const linkTokenSchema = z
  .string({ error: ADMIN_ACCOUNT_MESSAGES.linkInvalid })
  .check(
    z.minLength(20, ADMIN_ACCOUNT_MESSAGES.linkInvalid),
    z.maxLength(200, ADMIN_ACCOUNT_MESSAGES.linkInvalid),
    z.regex(/^[\w-]+$/, ADMIN_ACCOUNT_MESSAGES.linkInvalid),
  );

const adminSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: z.string(),
  /** The admin who asked. */
  isYou: z.boolean(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

const pendingInviteSchema = z.object({ email: z.string(), expiresAt: z.string() });

export const listAdminsResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(adminSummarySchema),
  invites: z.array(pendingInviteSchema),
});

/** GET /api/admin/admins: every admin (oldest first) and the invitations not yet used. */
export const listAdminsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/admins',
  access: 'admin',
  response: listAdminsResponseSchema,
});

export const inviteAdminBodySchema = z.strictObject({ email: addressSchema });
export type InviteAdminBody = z.infer<typeof inviteAdminBodySchema>;

/** POST /api/admin/admins/invite: e-mails a single-use link (24 h) to set a password and become an admin. */
export const inviteAdminEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/admins/invite',
  access: 'admin',
  body: inviteAdminBodySchema,
  response: outcomeResponseSchema,
});

const revokeInviteBodySchema = z.strictObject({ email: addressSchema });

/** POST /api/admin/admins/invite/revoke: the waiting invitation to an address stops working (404 when none). */
export const revokeInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/admins/invite/revoke',
  access: 'admin',
  body: revokeInviteBodySchema,
  response: outcomeResponseSchema,
});

/** DELETE /api/admin/admins/:id: removes an admin (never the last one); their tokens stop working. */
export const removeAdminEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/admins/:id',
  access: 'admin',
  response: outcomeResponseSchema,
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: ADMIN_ACCOUNT_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, ADMIN_ACCOUNT_MESSAGES.passwordRequired),
      z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_ACCOUNT_MESSAGES.passwordTooLong),
    ),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

const changePasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** A fresh token for this session: every older one (other devices) has stopped working. */
  token: z.string(),
});

/** POST /api/admin/account/password: the signed-in admin's own password (current + new). */
export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/account/password',
  access: 'admin',
  body: changePasswordBodySchema,
  response: changePasswordResponseSchema,
});

/** POST /api/admin/account/sign-out: the token sent stops working; the admin's other sessions go on. */
export const signOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/account/sign-out',
  access: 'admin',
  response: outcomeResponseSchema,
});

/** POST /api/admin/account/sign-out-everywhere: every token of the signed-in admin stops working, this one too. */
export const signOutEverywhereEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/account/sign-out-everywhere',
  access: 'admin',
  response: outcomeResponseSchema,
});

export const forgotPasswordBodySchema = z.strictObject({ email: addressSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/forgot-password: e-mails a reset link (1 h) if an admin uses the address; same answer either way. */
export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  body: forgotPasswordBodySchema,
  response: outcomeResponseSchema,
});

export const setPasswordBodySchema = z.strictObject({ token: linkTokenSchema, password: newPasswordSchema });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** POST /api/auth/set-password: the password of an invitation or reset link, which then stops working. */
export const setPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/set-password',
  access: 'public',
  body: setPasswordBodySchema,
  response: outcomeResponseSchema,
});
