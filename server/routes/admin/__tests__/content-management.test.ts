import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MANAGEMENT_MESSAGES as M } from '@contract/admin-content';
import { CONTENT_IMAGE_TYPE_MESSAGE } from '../../../images/content-images';
import { BLOG_BODY_EMPTY_MESSAGE } from '../blogs';
import { PNG_DATA_URL } from '../../../testing/fixtures';
import { adminAuthHeader, createTestApp, type TestApp, uploadTargets } from '../../../testing/test-app';

/** The smallest valid PNG (1x1), as the admin forms send it. */
const TEXT_AS_IMAGE = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;

describe.each(await uploadTargets())('blog and program management on $label', ({ database, storage }) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(database, {}, {}, storage);
    headers = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  const now = () => new Date().toISOString();
  const insertBlog = async () =>
    (
      await t.app.db
        .insertInto('blogs')
        .values({
          title: 'Old title',
          summary: 'Old summary',
          body: '<p>Old</p>',
          author: 'Bola',
          image_url: '/images/demo/blog.svg',
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const insertProgram = async () =>
    (
      await t.app.db
        .insertInto('programs')
        .values({
          title: 'Old program',
          description: 'Old description',
          date: '2026-01-01',
          image_url: '/images/demo/program.svg',
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const blogEdit = {
    title: 'New title',
    summary: 'New summary',
    body: '<p>Hello <script>alert(1)</script><b>world</b></p>',
    author: 'Kemi',
  };

  it('updates a blog, sanitising its body and keeping the image when none is sent', async () => {
    const id = await insertBlog();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers,
      payload: blogEdit,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.blog.updated });
    const blog = await t.app.db
      .selectFrom('blogs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(blog).toMatchObject({
      title: 'New title',
      summary: 'New summary',
      author: 'Kemi',
      image_url: '/images/demo/blog.svg',
    });
    expect(blog.body).toBe('<p>Hello <b>world</b></p>');
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'blog').execute();
    expect(audit.map((row) => `${row.action} ${row.entity_id}`)).toContain(`update ${id}`);
  });

  it('replaces a blog image with a stored public upload, and removes it when the blog is deleted', async () => {
    const id = await insertBlog();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers,
      payload: { ...blogEdit, image: PNG_DATA_URL },
    });
    expect(response.statusCode).toBe(200);
    const { image_url } = await t.app.db
      .selectFrom('blogs')
      .select('image_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(image_url).toMatch(/^\/uploads\/public\/.+\.png$/);
    const file = image_url.replace('/uploads/public/', '');
    expect(await t.app.files.exists('public', file)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${id}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: M.blog.deleted });
    expect(await t.app.db.selectFrom('blogs').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await t.app.files.exists('public', file)).toBe(false);
  });

  it('refuses a non-image passed off as an image and leaves the blog unchanged', async () => {
    const id = await insertBlog();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers,
      payload: { ...blogEdit, image: TEXT_AS_IMAGE },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: CONTENT_IMAGE_TYPE_MESSAGE });
    const blog = await t.app.db
      .selectFrom('blogs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(blog.title).toBe('Old title');
  });

  it.each([
    ['an empty title', { ...blogEdit, title: ' ' }, 'Title is required'],
    ['no body', { ...blogEdit, body: undefined }, 'Body is required'],
    ['no author', { ...blogEdit, author: '' }, 'Author is required'],
    [
      'a body that is only a script',
      { ...blogEdit, body: '<script>alert(1)</script>' },
      BLOG_BODY_EMPTY_MESSAGE,
    ],
  ])('refuses a blog edit with %s', async (_label, payload, message) => {
    const id = await insertBlog();
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${id}`, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 404 to an unknown blog or program', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/admin/blogs/999999', blogEdit],
      ['DELETE', '/api/admin/blogs/999999', undefined],
      ['PUT', '/api/admin/programs/999999', { title: 'T', description: 'D', date: '2026-02-02' }],
      ['DELETE', '/api/admin/programs/999999', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('updates and deletes a program, recording both', async () => {
    const id = await insertProgram();
    const edit = { title: 'Medical outreach', description: 'Free checks', date: '2026-12-24' };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${id}`,
      headers,
      payload: edit,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.program.updated });
    const program = await t.app.db
      .selectFrom('programs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(program).toMatchObject({ ...edit, image_url: '/images/demo/program.svg' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/programs/${id}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(deleted.json()).toEqual({ success: true, message: M.program.deleted });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'program')
      .execute();
    expect(audit.map((row) => `${row.action} ${row.entity_id}`)).toEqual([`update ${id}`, `delete ${id}`]);
  });

  it.each([
    ['a date that does not exist', '2026-02-30', 'Date is not a real calendar date'],
    ['no date', '', 'Date is required'],
  ])('refuses a program edit with %s', async (_label, date, message) => {
    const id = await insertProgram();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${id}`,
      headers,
      payload: { title: 'T', description: 'D', date },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 401 to every content call without a token and changes nothing', async () => {
    const blogId = await insertBlog();
    const programId = await insertProgram();
    for (const [method, url] of [
      ['PUT', `/api/admin/blogs/${blogId}`],
      ['DELETE', `/api/admin/blogs/${blogId}`],
      ['PUT', `/api/admin/programs/${programId}`],
      ['DELETE', `/api/admin/programs/${programId}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'PUT' ? blogEdit : undefined });
      expect(response.statusCode).toBe(401);
    }
    expect(
      await t.app.db.selectFrom('blogs').select('title').where('id', '=', blogId).executeTakeFirst(),
    ).toEqual({ title: 'Old title' });
    expect(
      await t.app.db.selectFrom('programs').select('id').where('id', '=', programId).executeTakeFirst(),
    ).toBeDefined();
  });
});
