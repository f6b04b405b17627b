/**
 * How production starts the server, read from the systemd unit (deploy/forum.service): node's flags before
 * dist/server/app/server.js and the environment the unit sets. The bench and the compiled-server test start the
 * server with both, so what they measure and check is the server as it runs in production.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const UNIT = path.resolve(import.meta.dirname, '../deploy/forum.service');
const ENTRY = 'dist/server/app/server.js';

/** node's flags, in the unit's order, and the unit's `Environment=` settings (memory allocator settings among them). */
export function productionStart() {
  const unit = readFileSync(UNIT, 'utf8');
  const execStart = /^ExecStart=\S+ (.*?)\s*(\S+)$/m.exec(unit);
  if (!execStart || execStart[2] !== ENTRY) throw new Error(`the unit's ExecStart does not run ${ENTRY}`);
  return {
    nodeFlags: (execStart[1] ?? '').split(/\s+/).filter(Boolean),
    environment: Object.fromEntries(
      [...unit.matchAll(/^Environment=(\w+)=(\S*)$/gm)].map(([, name, value]) => [name!, value!]),
    ),
  };
}

/** The shell command that starts the compiled server as the unit does (package.json's `serve`). */
export function productionServeCommand(): string {
  const { nodeFlags, environment } = productionStart();
  return [
    ...Object.entries(environment).map(([name, value]) => `${name}=${value}`),
    'node',
    ...nodeFlags,
    ENTRY,
  ].join(' ');
}
