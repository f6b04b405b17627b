import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .gz and .br beside every text file of the build, so the server never compresses per request. */
export async function precompressAssets(outDir: string): Promise<void> {
  const files = (await fs.readdir(outDir, { recursive: true })).filter((file) =>
    /\.(js|css|html|svg|json|xml|txt|webmanifest)$/.test(file),
  );
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(outDir, name);
      const source = await fs.readFile(file);
      if (source.length < 1024) return;
      await fs.writeFile(`${file}.gz`, await gzip(source, { level: 9 }));
      await fs.writeFile(
        `${file}.br`,
        await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }),
  );
}
