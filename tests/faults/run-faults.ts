/**
 * `npm run test:faults`: the real server as a separate process, under faults a unit test cannot produce:
 * SIGKILL in the middle of writes, PostgreSQL going away and coming back, SMTP down. Exits 1 on any failure.
 * FAULTS_ONLY=kill|database|smtp runs one scenario.
 */
import { databaseGoesAway } from './database-goes-away';
import { killDuringWrites } from './kill-during-writes';
import { Checks } from './server-process';
import { smtpDown } from './smtp-down';

const SCENARIOS = { kill: killDuringWrites, database: databaseGoesAway, smtp: smtpDown } as const;

async function main(): Promise<void> {
  const started = Date.now();
  const checks = new Checks();
  const only = process.env.FAULTS_ONLY;
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    if (only && only !== name) continue;
    try {
      await scenario(checks);
    } catch (error) {
      checks.check(
        false,
        `${name} scenario ran to the end`,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\nfaults: ${checks.passes.length} passed, ${checks.failures.length} failed in ${seconds} s\n`,
  );
  for (const failure of checks.failures) process.stdout.write(`  FAIL ${failure}\n`);
  process.exit(checks.failures.length === 0 ? 0 : 1);
}

void main();
