import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { xlsxResponse } from '@/lib/server/files/service';
import { StaffPostingQuery } from '@/lib/schemas/recruiting';
import { exportPostings } from '@/lib/server/recruiting/export';
import * as clock from '@/lib/server/clock';

/** Postings (of a status, matching a search) as .xlsx, for staff. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'export');
  const query = parseQuery(StaffPostingQuery, url);
  const { buffer } = await exportPostings(user, query);
  return xlsxResponse(buffer, `채용공고_${clock.today()}.xlsx`);
});
