import { endpoint, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { LinksRequest } from '@/lib/schemas/imports';
import { bulkLinks } from '@/lib/server/imports/links';
import { xlsx } from '@/lib/server/imports/http';
import { config } from '@/lib/server/config';

/** One-time set-password links for every imported account without a password, as a workbook. */
export const POST = endpoint(async ({ request, url, locals }) => {
  const user = await requirePermission(locals, 'imports', 'manage');
  const type = request.headers.get('content-type') ?? '';
  const raw = type.includes('application/json') ? await request.json().catch(() => ({})) : Object.fromEntries(await request.formData().catch(() => new FormData()));
  const input = parse(LinksRequest, raw);
  const { workbook } = await bulkLinks({ userId: user.userId, ip: locals.clientIp }, config.publicOrigin ?? url.origin, input.userDiv || undefined);
  return xlsx(workbook, '비밀번호-설정-링크.xlsx');
});
