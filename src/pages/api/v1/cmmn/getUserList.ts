import { z } from 'zod';
import { endpoint, ok, parseQuery, q, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { profNoOf, studentList } from '@/lib/server/org/repository';
import { page, pageSize } from '@/lib/schemas/fields';
import { isDiv } from '@/lib/users';

const Query = z.object({
  colgCd: q.optionalText(20),
  hakguaCd: q.optionalText(20),
  majorCd: q.optionalText(20),
  gradeCd: z.enum(['1', '2', '3', '4', '5', '6'], { error: '학년이 올바르지 않습니다.' }).optional(),
  shregSt: q.optionalText(10),
  searchKeyword: q.optionalText(50),
  guideProfNo: q.optionalText(20),
  page: page(),
  size: pageSize(20),
});

/** Students: staff and admins see all, professors only their own advisees, everyone else 403. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['stf', 'prof', 'adm']);
  const query = parseQuery(Query, url);
  if (isDiv(user, 'prof')) {
    const own = await profNoOf(user.userId);
    if (!own || (query.guideProfNo && query.guideProfNo !== own)) throw new HttpError(403, '지도학생만 조회할 수 있습니다.');
    query.guideProfNo = own;
  }
  return ok(await studentList(query));
});
