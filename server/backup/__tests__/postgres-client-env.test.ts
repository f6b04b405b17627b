import { describe, expect, it } from 'vitest';
import { postgresClientEnv } from '../postgres-client-env';

describe('postgresClientEnv', () => {
  it('names the database, the user and the password of a URL by libpq variables, %-decoded', () => {
    const env = postgresClientEnv(
      'postgres://forum%40site:p%40ss+word%2F1@db.example.org:6543/forum%20data?sslmode=require&options=-c%20search_path%3Dforum',
      { PATH: '/usr/bin', PGPASSWORD: 'inherited', PGSERVICE: 'elsewhere' },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      PGHOST: 'db.example.org',
      PGPORT: '6543',
      PGUSER: 'forum@site',
      PGPASSWORD: 'p@ss+word/1',
      PGDATABASE: 'forum data',
      PGSSLMODE: 'require',
      PGOPTIONS: '-c search_path=forum',
    });
  });

  it('reads an IPv6 host and a socket folder given as a parameter', () => {
    expect(postgresClientEnv('postgresql://[::1]/test', {})).toEqual({ PGHOST: '::1', PGDATABASE: 'test' });
    expect(postgresClientEnv('postgres:///test?host=%2Fvar%2Frun%2Fpostgresql', {})).toEqual({
      PGHOST: '/var/run/postgresql',
      PGDATABASE: 'test',
    });
  });

  it('refuses a parameter it cannot pass on, naming it but never its value', () => {
    expect(() => postgresClientEnv('postgres://h/db?unknownthing=secret-value', {})).toThrow(/unknownthing$/);
  });
});
