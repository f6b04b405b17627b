import type pinoPretty from 'pino-pretty';

export interface LoggerOptions {
  level: string;
  /** Where the lines go; pino writes JSON lines to stdout without one. */
  stream?: { write(line: string): void };
}

/**
 * Log lines for whoever reads them. Production (NODE_ENV=production) and a stdout that is not a terminal (a log
 * shipper, a file, systemd's journal) get pino's JSON lines, one per event. A person at a terminal gets short
 * readable lines from pino-pretty, a development dependency that is loaded only then; an install without it
 * (production dependencies only) logs JSON lines. LOG_FORMAT=pretty or json chooses instead: `npm run dev` asks
 * for readable lines, though its API's output goes through a pipe to the terminal.
 */
export async function loggerOptions(
  level: string,
  environment: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<LoggerOptions> {
  const format =
    environment.LOG_FORMAT || (environment.NODE_ENV === 'production' || !stdout.isTTY ? 'json' : 'pretty');
  if (format !== 'pretty') return { level };
  let pretty: typeof pinoPretty;
  try {
    pretty = (await import('pino-pretty')).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return { level };
    throw error;
  }
  return {
    level,
    stream: pretty({
      colorize: true,
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // A request's two lines say what was asked and how it was answered, without the connection's details.
      messageFormat:
        '{msg}{if req.url}: {req.method} {req.url}{end}{if res.statusCode}: {res.statusCode}{end}',
      // The migrations' names stay in the JSON lines; the readable line counts them.
      ignore: 'pid,hostname,reqId,req,res,responseTime,applied',
    }),
  };
}
