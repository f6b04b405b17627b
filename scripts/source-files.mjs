import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Every tracked or new (not ignored) file under root whose name matches `extensions`, outside the folders
 * named (each a prefix ending in '/').
 */
export function sourceFiles(root, extensions, excludedFolders) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => extensions.test(file) && existsSync(path.join(root, file)))
    .filter((file) => !excludedFolders.some((folder) => file.startsWith(folder)));
}
