// npm run db:seed: loads the demo data into the configured database (DATABASE_URL, or the embedded
// one) when it has no users yet. The explicit command is the only way demo data reaches PostgreSQL.
import path from 'node:path';
import '../src/lib/server/areas';
import { openDatabase } from '../src/lib/server/db/index';
import { config } from '../src/lib/server/config';

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, seed: true } : { dataDir: path.join(config.dataDir, 'pgdata'), seed: true });
console.log(`데모 데이터 준비 완료 (${database.kind})`);
await database.close();
