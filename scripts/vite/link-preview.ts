import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { FORUM_NAME } from '../../contract/constants';
import { SHARE_IMAGE } from '../../contract/share-image';
import { RENDERED_AHEAD_ORIGIN } from '../../contract/site-origin';

/** The brand's lightest green (tailwind.config.ts, brand.50) behind, its darkest for the name, its green below. */
const BACKGROUND = '#effaf3';
const TEXT = '#11402c';
const BAND = '#187b4b';
const BAND_HEIGHT = 48;
/** The logo's emblem (the first 48×48 of its 360×48 drawing) and its size on the picture. */
const EMBLEM_VIEW_BOX = 'viewBox="0 0 48 48"';
const EMBLEM_SIZE = 240;

/**
 * The site's link-preview picture: the logo's emblem above the forum's name (two centred lines, so the name
 * fits whatever the build machine's sans-serif font), on the brand's background, as a PNG.
 */
async function drawShareImage(logoSvg: string): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const emblemSvg = logoSvg.replace(/viewBox="[^"]*"/, EMBLEM_VIEW_BOX);
  if (emblemSvg === logoSvg) throw new Error('public/logo.svg has no viewBox to take its emblem from');
  const emblem = await sharp(Buffer.from(emblemSvg), { density: 1200 })
    .resize({ width: EMBLEM_SIZE, height: EMBLEM_SIZE })
    .png()
    .toBuffer();
  const words = FORUM_NAME.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(' '), words.slice(half).join(' ')];
  const name = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="64" font-weight="700" fill="${TEXT}" text-anchor="middle">
      ${lines.map((line, index) => `<text x="${width / 2}" y="${400 + index * 78}">${line}</text>`).join('')}
    </g>
    <rect x="0" y="${height - BAND_HEIGHT}" width="${width}" height="${BAND_HEIGHT}" fill="${BAND}"/>
  </svg>`;
  return sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite([
      { input: emblem, top: 60, left: (width - EMBLEM_SIZE) / 2 },
      { input: Buffer.from(name), top: 0, left: 0 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The tags a link preview reads from the app's shell (index.html), which the server sends for pages only the
 * app renders (the member card, sign-in, the admin area): the site's name, address and picture. Marked
 * data-static-seo, like the shell's title, so a page's own tags replace them.
 */
function shellPreviewTags(origin: string): HtmlTagDescriptor[] {
  const meta = (key: 'property' | 'name', value: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { 'data-static-seo': true, [key]: value, content },
    injectTo: 'head',
  });
  const image = `${origin}${SHARE_IMAGE.path}`;
  return [
    meta('property', 'og:title', FORUM_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', `${origin}/`),
    meta('property', 'og:site_name', FORUM_NAME),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/**
 * The site's link previews in the browser build: its picture (contract/share-image.ts), drawn from the logo,
 * and the shell's preview tags. Their addresses name VITE_PUBLIC_URL, or the placeholder the server replaces
 * with its origin (contract/site-origin.ts).
 */
export function linkPreview(): Plugin {
  let publicDir = 'public';
  let origin = RENDERED_AHEAD_ORIGIN;
  let isServerBuild = false;
  return {
    name: 'link-preview',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      isServerBuild = Boolean(config.build.ssr);
      const configured = String(config.env.VITE_PUBLIC_URL ?? '').replace(/\/+$/, '');
      if (configured) origin = configured;
    },
    transformIndexHtml: () => shellPreviewTags(origin),
    async generateBundle() {
      if (isServerBuild) return;
      const logo = await readFile(path.join(publicDir, 'logo.svg'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: SHARE_IMAGE.path.slice(1),
        source: await drawShareImage(logo),
      });
    },
  };
}
