import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { FileVisibility } from '../../files/file-store';
import { nowIso } from '../../lib/clock';
import { createTestApp } from '../../testing/test-app';

/** A crash between saving an upload and committing its row leaves a file nobody can reach: removed at start. */
describe.each(['local', 's3'] as const)(
  'uploads left behind by an interrupted request (%s storage)',
  (storage) => {
    it('are removed at start, while every file a row points at is kept', async () => {
      const t = await createTestApp('sqlite', {}, {}, storage);
      const write = (visibility: FileVisibility, file: string) =>
        t.app.files.put(visibility, file, Buffer.from('bytes'), 'application/octet-stream');
      await write('private', '2026/11/kept-photo.png');
      await write('private', '2026/11/kept-certificate.pdf');
      await write('private', '2026/11/orphan-photo.png');
      await write('public', '2026/11/kept-blog.png');
      await write('public', '2026/11/orphan-blog.png');
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
        const files = restarted.files;
        expect(await files.exists('private', '2026/11/kept-photo.png')).toBe(true);
        expect(await files.exists('private', '2026/11/kept-certificate.pdf')).toBe(true);
        expect(await files.exists('public', '2026/11/kept-blog.png')).toBe(true);
        expect(await files.exists('private', '2026/11/orphan-photo.png')).toBe(false);
        expect(await files.exists('public', '2026/11/orphan-blog.png')).toBe(false);
      } finally {
        await restarted.close();
        rmSync(t.dataDir, { recursive: true, force: true });
      }
    });
  },
);
