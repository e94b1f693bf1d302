import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { CompanyIdParam, CompanyInput } from '@/lib/schemas/recruiting';
import { updateCompany } from '@/lib/server/recruiting/manage';

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'manage');
  const { companyId } = parse(CompanyIdParam, params);
  const input = await parseJson(CompanyInput, request);
  return ok(await updateCompany(user, companyId, input, locals.clientIp), '기업 정보를 저장했습니다.');
});
