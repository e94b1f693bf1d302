import '@/lib/server/lifecycle';
import { endpoint, ok } from '@/lib/server/http/respond';
import { database } from '@/lib/server/db';

/** Ready when the database is open, migrated and (embedded) seeded. */
export const GET = endpoint(async () => {
  const db = await database();
  return ok({ status: 'ok', database: db.kind });
});
