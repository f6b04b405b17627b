import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Ports of a loopback copy of the site: nginx's HTTP and HTTPS, and the app it proxies to. */
export interface LoopbackPorts {
  http: number;
  https: number;
  app: number;
}

/**
 * deploy/nginx.conf moved onto loopback ports (IPv4 only) for a test or benchmark. With `tls`, HTTPS stays
 * HTTPS (HTTP/2) with the certificate given; without, the 443 server speaks plain HTTP. Throws when the file no
 * longer has a line this relies on, so a change to it cannot silently leave a copy pointing at real ports.
 */
export function siteOnLoopback(
  site: string,
  ports: LoopbackPorts,
  tls?: { certificate: string; key: string },
): string {
  const replacements: ReadonlyArray<readonly [RegExp, string]> = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${ports.http};`],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${ports.https}${tls ? ' ssl http2' : ''};`],
    [/proxy_pass http:\/\/127\.0\.0\.1:8080;/, `proxy_pass http://127.0.0.1:${ports.app};`],
    ...(tls
      ? ([
          [/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${tls.certificate};`],
          [/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${tls.key};`],
        ] as const)
      : []),
  ];
  let result = site;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(result)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    result = result.replace(pattern, replacement);
  }
  const dropped = tls ? /^\s*listen \[::\]/ : /^\s*(ssl_|listen \[::\])/;
  return result
    .split('\n')
    .filter((line) => !dropped.test(line))
    .join('\n');
}

const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/**
 * The main nginx.conf of a copy of nginx that runs from `dir` alone (its pid, logs and temporary files there),
 * including `dir`/site.conf in its http block; creates the temporary folders. Root runs the workers as root.
 */
export function nginxMainConfig(
  dir: string,
  options: {
    workerProcesses: number | 'auto';
    workerConnections: number;
    httpDirectives?: readonly string[];
  },
): string {
  for (const temp of TEMP_FOLDERS) mkdirSync(path.join(dir, temp), { recursive: true });
  return [
    `worker_processes ${options.workerProcesses};`,
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `events { worker_connections ${options.workerConnections}; }`,
    'http {',
    ...(options.httpDirectives ?? []).map((directive) => `  ${directive}`),
    '  include /etc/nginx/mime.types;',
    `  access_log ${dir}/access.log;`,
    ...TEMP_FOLDERS.map((temp) => `  ${temp}_temp_path ${dir}/${temp};`),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
}
