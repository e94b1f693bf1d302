import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PostingInput, StaffPostingQuery } from '@/lib/schemas/recruiting';
import { createPosting, managedPostings, mayManagePosting } from '@/lib/server/recruiting/manage';

const MANAGERS = ['stf', 'adm', 'otsdr'] as const;

/** Staff: every posting; an outside user: her own. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, MANAGERS);
  return ok(await managedPostings(user, parseQuery(StaffPostingQuery, url)));
});

/** A new posting: live at once from staff, waiting for approval from an outside user. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, MANAGERS);
  await mayManagePosting(user);
  const input = await parseJson(PostingInput, request);
  const created = await createPosting(user, input, locals.clientIp);
  return ok(created, created.status === 'OPEN' ? '공고를 게시했습니다.' : '공고를 등록했습니다. 담당 교직원이 승인하면 게시됩니다.');
});
