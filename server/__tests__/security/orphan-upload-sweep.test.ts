import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { nowIso } from '../../lib/clock';
import { createTestApp } from '../../testing/test-app';

/** A crash between saving an upload and committing its row leaves a file nobody can reach: removed at start. */
describe('uploads left behind by an interrupted request', () => {
  it('are removed at start, while every file a row points at is kept', async () => {
    const t = await createTestApp('sqlite');
    const privateDir = t.app.files.dirOf('private');
    const publicDir = t.app.files.dirOf('public');
    const write = (dir: string, file: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'bytes');
    };
    write(privateDir, '2026/11/kept-photo.png');
    write(privateDir, '2026/11/kept-certificate.pdf');
    write(privateDir, '2026/11/orphan-photo.png');
    write(publicDir, '2026/11/kept-blog.png');
    write(publicDir, '2026/11/orphan-blog.png');
    await t.app.db
      .insertInto('membership_applications')
      .values({
        title: 'Mr',
        name: 'Kept Applicant',
        gender: 'Male',
        email: 'kept@example.org',
        phone: '+234 800 000 0000',
        marital_status: 'Single',
        state_of_origin: 'Oyo',
        address: '1 Ring Road, Ibadan',
        occupation: 'Teacher',
        image_path: '2026/11/kept-photo.png',
        image_original_name: 'photo.png',
        image_mime: 'image/png',
        certificate_path: '2026/11/kept-certificate.pdf',
        certificate_original_name: 'cert.pdf',
        certificate_mime: 'application/pdf',
        payment_reference: null,
        status: 'pending',
        member_id: null,
        decided_at: null,
        created_at: nowIso(),
      })
      .execute();
    await t.app.db
      .insertInto('blogs')
      .values({
        title: 'Kept',
        summary: 'Kept',
        body: '<p>Kept</p>',
        author: null,
        image_url: '/uploads/public/2026/11/kept-blog.png',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    await t.app.close();

    const restarted = await buildApp(t.config, { logger: false });
    try {
      await restarted.ready();
      expect(existsSync(path.join(privateDir, '2026/11/kept-photo.png'))).toBe(true);
      expect(existsSync(path.join(privateDir, '2026/11/kept-certificate.pdf'))).toBe(true);
      expect(existsSync(path.join(publicDir, '2026/11/kept-blog.png'))).toBe(true);
      expect(existsSync(path.join(privateDir, '2026/11/orphan-photo.png'))).toBe(false);
      expect(existsSync(path.join(publicDir, '2026/11/orphan-blog.png'))).toBe(false);
    } finally {
      await restarted.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
