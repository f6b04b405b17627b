import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getBlogsEndpoint } from '@contract/blog';
import { PHP_API_ENDPOINTS } from '@contract/endpoints';
import { fetchMemberRequestsEndpoint, submitMemberRequestEndpoint } from '@contract/member-request';
import { checkPhpFileNames, phpApiPaths } from '../check-php-file-names.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** File names taken from the contract, so this test does not itself write one out. */
const BLOG_LIST = path.posix.basename(getBlogsEndpoint.path);
const MEMBER_REQUEST_LIST = path.posix.basename(fetchMemberRequestsEndpoint.path);
const SUBMIT = path.posix.basename(submitMemberRequestEndpoint.path);

let root: string | undefined;

/** A throwaway git repository holding the given files, as the check lists files through git. */
function repositoryWith(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'check-php-file-names-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

/** A contract of two PHP calls: one defined beside the list, one imported into it under another name. */
const CONTRACT = {
  'contract/blog.ts': `export const blogListEndpoint = defineEndpoint({ method: 'GET', path: '${getBlogsEndpoint.path}' });\n`,
  'contract/endpoints.ts':
    "import { blogListEndpoint as blogs } from './blog';\n" +
    `const submitEndpoint = defineEndpoint({ method: 'POST', path: '${submitMemberRequestEndpoint.path}' });\n` +
    'export const PHP_API_ENDPOINTS = [blogs, submitEndpoint] as const;\n',
};

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the PHP file name check', () => {
  it("reads the 17 paths of the contract's PHP API list from their definitions", () => {
    expect(phpApiPaths(ROOT)).toEqual(PHP_API_ENDPOINTS.map((endpoint) => endpoint.path));
  });

  it('fails on a file name in code, a comment or a regular expression, with the file and line', () => {
    const repo = repositoryWith({
      ...CONTRACT,
      'src/a.ts': `export const a = 1;\n// Reads ${BLOG_LIST} first.\nexport const b = '/api/x/${SUBMIT}';\n`,
      'tests/b.spec.ts': `export const seen = /${BLOG_LIST.replace('.', '\\.')}/;\n`,
      'scripts/c.mjs': `export const c = '${SUBMIT}';\n`,
    });
    expect(checkPhpFileNames(repo)).toEqual([
      expect.stringMatching(new RegExp(`^scripts/c\\.mjs:1: names ${SUBMIT.replace('.', '\\.')}, `)),
      expect.stringMatching(new RegExp(`^src/a\\.ts:2: names ${BLOG_LIST.replace('.', '\\.')}, `)),
      expect.stringMatching(new RegExp(`^src/a\\.ts:3: names ${SUBMIT.replace('.', '\\.')}, `)),
      expect.stringMatching(/^tests\/b\.spec\.ts:1: names /),
    ]);
  });

  it('passes the contract, the PHP implementation, other .php paths and calls the list does not hold', () => {
    const repo = repositoryWith({
      ...CONTRACT,
      'contract/blog-notes.ts': `// ${BLOG_LIST} answers oldest first.\n`,
      'tests/php-api/server/index.mjs': `export const route = '${SUBMIT}';\n`,
      'server/d.ts': `export const unknown = ['/api/unknown.php', ';.php', 'my${SUBMIT}', '${SUBMIT}x'];\n`,
      'src/e.ts': `export const notListed = '${MEMBER_REQUEST_LIST}';\n`,
      'docs/f.md': `${BLOG_LIST}\n`,
    });
    expect(checkPhpFileNames(repo)).toEqual([]);
  });

  it('refuses to pass when the list holds an endpoint whose path it cannot read', () => {
    const repo = repositoryWith({
      ...CONTRACT,
      'contract/endpoints.ts':
        "import { gone } from './blog';\nexport const PHP_API_ENDPOINTS = [gone] as const;\n",
    });
    expect(() => checkPhpFileNames(repo)).toThrow(/no written-out path for gone/);
  });
});
