import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission, requireUser } from '@/lib/server/http/guard';
import { CompanyInput } from '@/lib/schemas/recruiting';
import { companiesFor, createCompany } from '@/lib/server/recruiting/manage';

/** Companies the user may post for. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  return ok(await companiesFor(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'manage');
  const input = await parseJson(CompanyInput, request);
  return ok(await createCompany(user, input, locals.clientIp), '기업을 등록했습니다.');
});
