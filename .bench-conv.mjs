import sharp from 'sharp';
sharp.concurrency(1); sharp.cache(false);
import { readFileSync, readdirSync } from 'node:fs';
const dir = 'public/images/demo';
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
console.log('start', rss());
const photo = await sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
for (const f of readdirSync(dir)) {
  const src = readFileSync(`${dir}/${f}`);
  const m = await sharp(src).metadata();
  for (const w of [480, 960, 1440]) for (const enc of ['avif','webp','jpeg']) {
    await sharp(src, { density: Math.ceil(72 * w / m.width) }).resize({ width: w })[enc]({}).toBuffer();
  }
}
console.log('after svgs', rss());
for (let i = 0; i < 3; i++) for (const w of [480, 960, 1440]) for (const enc of ['avif','webp','jpeg']) await sharp(photo).rotate().resize({ width: w })[enc]({}).toBuffer();
console.log('after photos', rss());
await new Promise(r => setTimeout(r, 2000));
console.log('later', rss());
