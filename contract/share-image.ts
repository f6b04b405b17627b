/**
 * The site's own link-preview picture (Open Graph, X cards), for every page without a picture of its own:
 * the logo on the brand's background, drawn by the build (scripts/vite/link-preview.ts). Link previews
 * (Facebook, X, WhatsApp) show only JPEG or PNG, at 1200×630.
 */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
