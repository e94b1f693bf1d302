import { PassThrough, Readable } from 'node:stream';
import { endpoint } from '@/lib/server/http/respond';
import { requireControl } from '@/lib/server/imports/control';
import { database } from '@/lib/server/db';
import { writeBackup } from '@/lib/server/imports/backup';
import { log, messageOf } from '@/lib/server/observability/log';

/** npm run backup against a running portal (local control token only): the backup zip as a stream. */
export const GET = endpoint(async ({ request }) => {
  requireControl(request);
  const db = await database();
  const out = new PassThrough();
  writeBackup(db, out).catch((err) => {
    log.error({ area: 'backup', error: messageOf(err) }, 'backup failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream, { headers: { 'Content-Type': 'application/zip', 'Cache-Control': 'no-store' } });
});
