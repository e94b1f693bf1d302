// Creates or drops the throwaway PostgreSQL database of a CI run (check | create NAME | drop NAME).
import pg from 'pg';

const [command, name] = process.argv.slice(2);
const admin = process.env.CI_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (name && !/^[a-z0-9_]+$/.test(name)) throw new Error('invalid database name');

const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
try {
  await client.connect();
  if (command === 'create') await client.query(`CREATE DATABASE ${name}`);
  else if (command === 'drop') await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else if (command !== 'check') throw new Error(`unknown command ${command}`);
} catch (err) {
  if (command !== 'check') console.error(err.message);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
