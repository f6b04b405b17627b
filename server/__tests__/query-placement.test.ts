import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const QUERY_CALL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`));
}

const relative = (file: string) => path.relative(SERVER_DIR, file).split(path.sep).join('/');

describe('where queries live (docs/architecture.md)', () => {
  it('no route, plugin or payment module runs SQL itself: queries are in server/repositories', () => {
    const outside = ['routes', 'plugins', 'payments', 'mail', 'files', 'services', 'app.ts']
      .flatMap((name) =>
        name.endsWith('.ts') ? [path.join(SERVER_DIR, name)] : sourceFiles(path.join(SERVER_DIR, name)),
      )
      .filter((file) => QUERY_CALL.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(outside).toEqual([]);
  });

  it("no route imports another route's module", () => {
    const routeDir = path.join(SERVER_DIR, 'routes');
    const crossImports = sourceFiles(routeDir).flatMap((file) => {
      const folder = path.dirname(file);
      return [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)]
        .map((match) => path.resolve(folder, match[1] ?? ''))
        .filter((target) => target.startsWith(routeDir) && path.dirname(target) !== folder)
        .map((target) => `${relative(file)} -> ${relative(target)}`);
    });
    expect(crossImports).toEqual([]);
  });
});
