import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { xlsxResponse } from '@/lib/server/files/service';
import { StaffPostingQuery } from '@/lib/schemas/recruiting';
import { exportPostings } from '@/lib/server/recruiting/export';
import { todayInSeoul } from '@/lib/server/codes/repository';

/** Postings (of a status, matching a search) as .xlsx, for staff. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const query = parseQuery(StaffPostingQuery, url);
  const { buffer } = await exportPostings(user, query);
  return xlsxResponse(buffer, `채용공고_${todayInSeoul()}.xlsx`);
});
