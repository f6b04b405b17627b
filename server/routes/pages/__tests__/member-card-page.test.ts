import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_CARD_ID, FORUM_NAME } from '@contract/constants';
import { memberCardSchema } from '@contract/member';
import { MEMBER_CARD_PAGE, memberCardQueryKey, type MemberCardLookup } from '@contract/member-card';
import type { MemberStatus } from '../../../db/schema';
import { escapeHtml } from '../../../pages/page-html';
import { embeddedQueryData, fakePageBuild } from '../../../testing/fake-page-build';
import { createTestApp, databaseTargets, type TestApp } from '../../../testing/test-app';
import { insertTestMember } from '../../../testing/test-members';

const ORIGIN = 'https://forum.example.org';

describe.each(await databaseTargets())('the member card page sent by the server on %s', (target) => {
  let t: TestApp;
  let build: string;

  beforeAll(async () => {
    build = fakePageBuild();
    t = await createTestApp(target, {}, { STATIC_DIR: build, PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const insertMember = (status: MemberStatus = 'approved') =>
    insertTestMember(t.app.db, status, 'ngozi@forum.test');

  const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  const cardOf = (html: string, id: string) =>
    embeddedQueryData(html, memberCardQueryKey(id)) as MemberCardLookup | undefined;

  /** The page's own head, never indexed, and an answer no cache keeps. */
  function expectCardPageHead(response: Awaited<ReturnType<typeof open>>, id: string) {
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.match(/<title[ >]/g)).toHaveLength(1);
    expect(response.body).toContain(
      `<title data-static-seo>${MEMBER_CARD_PAGE.title} | ${FORUM_NAME}</title>`,
    );
    expect(response.body).toContain(
      `<meta data-static-seo name="description" content="${escapeHtml(MEMBER_CARD_PAGE.description)}">`,
    );
    expect(response.body).toContain('<meta data-static-seo name="robots" content="noindex">');
    expect(response.body).toContain(
      `<meta data-static-seo property="og:url" content="${ORIGIN}/member-card?id=${id}">`,
    );
  }

  it("sends an approved member's card by its ULID, with only the fields the card shows", async () => {
    const member = await insertMember();
    const response = await open(`/member-card?id=${member.ulid}`);
    expect(response.statusCode).toBe(200);
    expectCardPageHead(response, member.ulid);
    const card = cardOf(response.body, member.ulid);
    expect(card).toMatchObject({
      status: 'found',
      member: { ulid: member.ulid, name: 'Ngozi Eze', company_name: 'Adeoyo Hospital' },
    });
    if (card?.status !== 'found') throw new Error('no card');
    expect(Object.keys(card.member).sort()).toEqual(Object.keys(memberCardSchema.shape).sort());
    expect(response.body).not.toContain('1985-02-11');
    expect(response.body).not.toContain('Ring Road');
    expect((await open('/auth/sign-in')).headers['x-robots-tag']).toBeUndefined();
  });

  it("sends 'Member Not Found' with 404 for an unknown ULID and a suspended member; a numeric id's page comes loading", async () => {
    const approved = await insertMember();
    const suspended = await insertMember('suspended');
    for (const id of ['00000000-0000-7000-8000-000000000000', String(approved.id), suspended.ulid, 'x']) {
      const response = await open(`/member-card?id=${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expectCardPageHead(response, id);
      // Only the app, with an admin's session the page's request does not carry, may open a numeric id.
      expect(cardOf(response.body, id), id).toEqual(
        id === String(approved.id) ? undefined : { status: 'not-found' },
      );
      expect(response.body, id).not.toContain('Ngozi');
    }
  });

  it('sends the page of the default id when the address has none', async () => {
    for (const url of ['/member-card', '/member-card?id=', '/member-card?id=%20']) {
      const response = await open(url);
      // The default id is numeric, which the public cannot open a card by.
      expect(response.statusCode, url).toBe(404);
      expectCardPageHead(response, DEFAULT_MEMBER_CARD_ID);
      expect(cardOf(response.body, DEFAULT_MEMBER_CARD_ID), url).toBeUndefined();
    }
  });

  it('stops showing a member at once when their status changes, whatever wrote it', async () => {
    const member = await insertMember();
    const url = `/member-card?id=${member.ulid}`;
    expect((await open(url)).statusCode).toBe(200);
    await t.app.db.updateTable('members').set({ status: 'suspended' }).where('id', '=', member.id).execute();
    const after = await open(url);
    expect(after.statusCode).toBe(404);
    expect(cardOf(after.body, member.ulid)).toEqual({ status: 'not-found' });
  });

  it('sends the page in its loading state with 503 while the members cannot be read', async () => {
    const member = await insertMember();
    await sql`alter table members rename to members_away`.execute(t.app.db);
    try {
      const away = await open(`/member-card?id=${member.ulid}`);
      expect(away.statusCode).toBe(503);
      expect(away.headers['retry-after']).toBe('60');
      expectCardPageHead(away, member.ulid);
      expect(cardOf(away.body, member.ulid)).toBeUndefined();
    } finally {
      await sql`alter table members_away rename to members`.execute(t.app.db);
    }
  });
});
