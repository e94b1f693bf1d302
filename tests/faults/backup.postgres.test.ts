// The backup under writes and its restore on PostgreSQL, files kept in the database: two databases
// of its own (the source the portal writes to, the empty installation it is restored into).
import { afterAll } from 'vitest';
import { backupSuite } from '../db/backup-suite';
import { freshDatabase, postgresAnswers } from './pg';

const available = await postgresAnswers();
if (!available) console.log('[backup] skipped on PostgreSQL: no PostgreSQL answers');
else {
  const source = await freshDatabase('backup_source');
  const target = await freshDatabase('backup_target');
  afterAll(async () => {
    await source.drop();
    await target.drop();
  });
  backupSuite('postgres', { source: source.url.href, target: target.url.href });
}
