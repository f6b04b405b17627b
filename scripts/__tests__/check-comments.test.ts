import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { checkComments } from '../check-comments.mjs';

let root: string | undefined;

/** A throwaway git repository holding the given files, as the check lists files through git. */
function repositoryWith(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'check-comments-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the comment check', () => {
  it('passes comments that state their rule and name files that exist', () => {
    const repo = repositoryWith({
      'src/lib/order.ts':
        '// The list arrives oldest first; show newest first (see src/lib/sort.ts).\nexport const a = 1;\n',
      'src/lib/sort.ts': '/** Sorts by date. */\nexport const SPEC_LIKE_NAME = 2;\n',
    });
    expect(checkComments(repo)).toEqual([]);
  });

  it('fails on a planted citation of the specification, with the file and line', () => {
    const repo = repositoryWith({
      'src/a.ts': 'export const a = 1;\n// Rules from SPEC section 7.\nexport const b = 2;\n',
    });
    expect(checkComments(repo)).toEqual([expect.stringMatching(/^src\/a\.ts:2: cites SPEC/)]);
  });

  it('fails on an issue number and on the design notes, in JSX comments too', () => {
    const repo = repositoryWith({
      'src/b.tsx':
        'export const B = () => (\n  <div>\n    {/* as DESIGN says */}\n  </div>\n);\n// Added for issue 18.\n',
    });
    const problems = checkComments(repo);
    expect(problems).toContainEqual(expect.stringMatching(/^src\/b\.tsx:3: cites DESIGN/));
    expect(problems).toContainEqual(expect.stringMatching(/^src\/b\.tsx:6: cites an issue number/));
  });

  it('fails on a path that does not exist, in code comments and in CSS', () => {
    const repo = repositoryWith({
      'server/c.ts': '/** Rendered by server/pages/page-renderer.ts. */\nexport const c = 1;\n',
      'src/d.css': '/* Matches src/components/gone.tsx */\n.d { color: red; }\n',
    });
    expect(checkComments(repo)).toEqual([
      'server/c.ts:1: names server/pages/page-renderer.ts, which does not exist in this repository',
      'src/d.css:1: names src/components/gone.tsx, which does not exist in this repository',
    ]);
  });

  it('reads strings as code, not as comments', () => {
    const repo = repositoryWith({
      'src/e.ts':
        "export const url = 'http://x/*not a comment*/ SPEC';\nexport const re = /SPEC\\/issue 3/;\n",
    });
    expect(checkComments(repo)).toEqual([]);
  });
});
