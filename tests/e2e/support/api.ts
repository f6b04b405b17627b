import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './e2e-admin';
import { loginEndpoint } from '../../../contract/auth';
import { addBlogEndpoint } from '../../../contract/blog';
import { createMemberEndpoint, getMembersEndpoint } from '../../../contract/member';

let cachedToken: string | undefined;

/** Signs in through the API once per worker and answers the token (for API helpers that prepare data). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken) return cachedToken;
  const response = await request.post(loginEndpoint.path, { data: E2E_ADMIN });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`e2e admin could not sign in: ${JSON.stringify(body)}`);
  cachedToken = body.token;
  return body.token;
}

export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/** Puts a signed-in session in the browser's storage exactly as the sign-in page does. */
export async function signInThroughStorage(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('isLoggedIn', 'true');
  }, token);
}

/** Signs in through the real sign-in form. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/admin/);
}

export interface CreatedMember {
  id: number;
  ulid: string;
  name: string;
  email: string;
}

/**
 * The admin creates a member through the API (`fields` replacing the usual values), then reads it back from the
 * members list for its ULID.
 */
export async function createMemberThroughApi(
  request: APIRequestContext,
  name: string,
  title: 'Mr' | 'Mrs' = 'Mrs',
  fields: Record<string, string> = {},
): Promise<CreatedMember> {
  const headers = await adminHeaders(request);
  const email = fields.email ?? `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const created = await request.post(createMemberEndpoint.path, {
    headers,
    data: {
      title,
      name,
      state_of_origin: 'Lagos',
      date_of_birth: '1990-05-01',
      place_of_residence: '5 Private Lane, Yaba',
      type_of_work: 'Teacher',
      company_name: 'Unity Secondary School',
      position_held: 'Head of Science',
      educational_status: 'BSc',
      marital_status: 'Married',
      email,
      ...fields,
    },
  });
  if (created.status() !== 200)
    throw new Error(`createMember answered ${created.status()}: ${await created.text()}`);
  const list = await request.get(getMembersEndpoint.path, { headers });
  const members = ((await list.json()) as { data: CreatedMember[] }).data;
  const member = members.find((candidate) => candidate.email === email);
  if (!member) throw new Error(`the new member ${email} is not in the members list`);
  return member;
}

/**
 * The admin adds a blog post through the API with a 1600×1000 picture (large enough for every variant width and
 * the link preview); answers its id.
 */
export async function addBlogWithLargePicture(
  request: APIRequestContext,
  post: { title: string; summary: string; body: string; author: string },
): Promise<number> {
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#187b4b' } })
    .png()
    .toBuffer();
  const response = await request.post(addBlogEndpoint.path, {
    headers: await adminHeaders(request),
    data: { ...post, image: `data:image/png;base64,${picture.toString('base64')}` },
  });
  if (!response.ok()) throw new Error(`the post could not be added: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
