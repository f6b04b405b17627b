/**
 * The libpq environment variables that name the database of a `postgres://` URL, for pg_dump and psql: given
 * this way, the URL and its password never appear on a command line, where `ps` would show them to every user
 * of the machine. Inherited PG* variables are dropped first, so the URL alone says where the copy comes from.
 */

/** URL query parameters libpq knows, by the environment variable that sets each. */
const PARAMETER_VARIABLES: Readonly<Record<string, string>> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  dbname: 'PGDATABASE',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  options: 'PGOPTIONS',
  application_name: 'PGAPPNAME',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslcrl: 'PGSSLCRL',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
  channel_binding: 'PGCHANNELBINDING',
  gssencmode: 'PGGSSENCMODE',
};

/** libpq decodes %XX only (a `+` stays a plus). */
const decode = (text: string) => decodeURIComponent(text);

export function postgresClientEnv(
  databaseUrl: string,
  inherited: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(inherited).filter(([name]) => !name.startsWith('PG')),
  );
  const set = (variable: string, value: string) => {
    if (value !== '') env[variable] = value;
  };
  set('PGHOST', decode(url.hostname.replace(/^\[(.*)\]$/, '$1')));
  set('PGPORT', url.port);
  set('PGUSER', decode(url.username));
  set('PGPASSWORD', decode(url.password));
  set('PGDATABASE', decode(url.pathname.replace(/^\//, '')));
  // Query parameters are not form-encoded for libpq: read them raw, then decode %XX only.
  for (const pair of url.search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const variable = PARAMETER_VARIABLES[decode(name)];
    // The name is safe to show; the value may be a secret.
    if (!variable)
      throw new Error(`DATABASE_URL has a parameter pg_dump and psql are not given: ${decode(name)}`);
    set(variable, decode(value));
  }
  return env;
}
