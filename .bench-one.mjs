import sharp from 'sharp';
sharp.concurrency(1); sharp.cache(false);
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
const photo = await sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
console.log('start', rss());
for (const w of [480, 960, 1440]) for (const enc of ['avif','webp','jpeg']) await sharp(photo).rotate().resize({ width: w })[enc]({}).toBuffer();
console.log('after one photo', rss());
for (const w of [480, 960, 1440]) for (const enc of ['webp','jpeg']) await sharp(photo).rotate().resize({ width: w })[enc]({}).toBuffer();
console.log('again without avif', rss());
