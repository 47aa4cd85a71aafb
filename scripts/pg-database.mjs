// Creates or drops a PostgreSQL database for test runs:
//   node scripts/pg-database.mjs create <server-url> <name>
//   node scripts/pg-database.mjs drop <server-url> <name-or-prefix%>
// Drop with a trailing % removes every database whose name starts with the prefix.
import pg from 'pg';

const [action, serverUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !serverUrl || !/^[a-z0-9_]+%?$/.test(name ?? '')) {
  console.error('usage: pg-database.mjs create|drop <server-url> <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  if (action === 'create') {
    await client.query(`create database ${name}`);
  } else {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [name]);
    for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
  }
} finally {
  await client.end();
}
