import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../config';

const root = path.resolve(import.meta.dirname, '../..');

/** The names .env.example sets or shows commented out (`NAME=` or `# NAME=`). */
function documentedVariables(): Set<string> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

/** The `import.meta.env.VITE_*` names the SPA's source reads (tests aside). */
function spaVariables(): string[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx)$/.test(file) && !file.includes('__tests__') && !file.endsWith('.d.ts'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(path.join(root, 'src', file), 'utf8').matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(names)].sort();
}

describe('.env.example', () => {
  it("documents every variable the server's configuration reads", () => {
    const documented = documentedVariables();
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(10);
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents every build-time variable the SPA reads', () => {
    const documented = documentedVariables();
    const read = spaVariables();
    expect(read).toContain('VITE_API_BASE_URL');
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents nothing that neither side reads', () => {
    const read = new Set([...CONFIG_VARIABLES, ...spaVariables()]);
    expect([...documentedVariables()].filter((name) => !read.has(name))).toEqual([]);
  });
});
