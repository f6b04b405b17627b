import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlogsResponseSchema, getBlogsEndpoint, addBlogEndpoint } from '@contract/blog';
import { imageVariantUrls, type ImageVariants } from '@contract/image-variants';
import { getProgramsResponseSchema, getProgramsEndpoint } from '@contract/program';
import { addProgramEndpoint } from '@contract/admin-content';
import { adminAuthHeader, createTestApp, databaseTargets, type TestApp } from '../../testing/test-app';
import { convertExistingImages } from '../convert-existing-images';

const pngDataUrl = async (width: number, height: number) =>
  `data:image/png;base64,${(
    await sharp({ create: { width, height, channels: 3, background: '#f7b733' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe.each(await databaseTargets())('picture variants on %s', (target) => {
  let t: TestApp;
  let auth: { authorization: string };
  const fileOf = (url: string) =>
    path.join(t.config.uploadsDir, 'public', url.replace(/^\/uploads\/public\//, ''));

  beforeAll(async () => {
    t = await createTestApp(target);
    auth = await adminAuthHeader(t.app);
  });
  afterAll(async () => t.close());

  const listedBlog = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: getBlogsEndpoint.path });
    return getBlogsResponseSchema.parse(response.json()).data.find((blog) => blog.id === id);
  };

  it('re-encodes an uploaded blog picture in three widths of AVIF, WebP and JPEG, with a 1200x630 preview', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: 'Roofs',
        summary: 'Four roofs.',
        body: '<p>Dry.</p>',
        author: 'Kemi',
        image: await pngDataUrl(2000, 1250),
      },
    });
    expect(response.statusCode).toBe(200);
    const blog = await listedBlog(response.json<{ id: number }>().id);
    const variants = blog?.image_variants as ImageVariants;
    expect(variants).toEqual({
      base: blog?.image_url.replace(/\.png$/, ''),
      width: 1440,
      height: 900,
      widths: [480, 960, 1440],
    });
    for (const width of variants.widths) {
      for (const [extension, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const metadata = await sharp(fileOf(`${variants.base}-${width}.${extension}`)).metadata();
        expect(metadata, `${width}.${extension}`).toMatchObject({ format, width, height: (width * 5) / 8 });
      }
    }
    const preview = await sharp(fileOf(`${variants.base}-og.jpg`)).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const served = await t.app.inject({ method: 'GET', url: `${variants.base}-960.avif` });
    expect(served.statusCode).toBe(200);
  });

  it('keeps the public original upright and without its EXIF (GPS position) or other metadata', async () => {
    // A phone's photo: 80×40 stored sideways (EXIF orientation 6: shown 40×80), with where it was taken.
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#2a7' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Ada' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '6/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '3/1 23/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await t.app.inject({
      method: 'POST',
      url: addBlogEndpoint.path,
      headers: auth,
      payload: {
        title: 'Where we were',
        summary: 'A photo from a phone.',
        body: '<p>Here.</p>',
        author: 'Kemi',
        image: `data:image/jpeg;base64,${photo.toString('base64')}`,
      },
    });
    expect(response.statusCode).toBe(200);
    const blog = await listedBlog(response.json<{ id: number }>().id);
    const original = await t.app.inject({ method: 'GET', url: blog?.image_url ?? '/missing' });
    expect(original.statusCode).toBe(200);
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect({
      exif: metadata.exif,
      orientation: metadata.orientation,
      xmp: metadata.xmp,
      iptc: metadata.iptc,
    }).toEqual({ exif: undefined, orientation: undefined, xmp: undefined, iptc: undefined });
    expect(original.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('never enlarges a small picture, and removes every variant with the picture it replaces or the row', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: addProgramEndpoint.path,
      headers: auth,
      payload: {
        title: 'Eyes',
        description: 'Tests.',
        date: '2030-05-17',
        image: await pngDataUrl(600, 300),
      },
    });
    const id = added.json<{ id: number }>().id;
    const programs = async () =>
      getProgramsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: getProgramsEndpoint.path })).json(),
      ).data;
    const first = (await programs()).find((program) => program.id === id)?.imageVariants as ImageVariants;
    expect(first).toMatchObject({ width: 480, height: 240, widths: [480] });
    expect(imageVariantUrls(first).every((url) => existsSync(fileOf(url)))).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${id}`,
      headers: auth,
      payload: {
        title: 'Eyes',
        description: 'Tests.',
        date: '2030-05-17',
        image: await pngDataUrl(300, 300),
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(imageVariantUrls(first).some((url) => existsSync(fileOf(url)))).toBe(false);
    const second = (await programs()).find((program) => program.id === id)?.imageVariants as ImageVariants;
    expect(second).toMatchObject({ width: 300, height: 300, widths: [300] });

    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${id}`, headers: auth });
    expect(imageVariantUrls(second).some((url) => existsSync(fileOf(url)))).toBe(false);
  });

  it('converts the pictures of rows written before variants once (npm run images:convert)', async () => {
    const now = new Date().toISOString();
    const { id } = await t.app.db
      .insertInto('blogs')
      .values({
        title: 'Old',
        summary: 'Old.',
        body: '<p>Old.</p>',
        author: null,
        image_url: '/images/demo/blog-food.svg',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const convert = () =>
      convertExistingImages({ db: t.app.db, files: t.app.files, siteDirs: [path.resolve('public')] });

    const first = await convert();
    expect(first.converted).toBe(1);
    expect(first.skipped).toEqual([]);
    const variants = (await listedBlog(id))?.image_variants as ImageVariants;
    expect(variants).toMatchObject({ base: `/uploads/public/variants/blog-${id}`, widths: [480, 960, 1440] });
    expect(imageVariantUrls(variants).every((url) => existsSync(fileOf(url)))).toBe(true);

    const again = await convert();
    expect(again.converted).toBe(0);
  });
});
