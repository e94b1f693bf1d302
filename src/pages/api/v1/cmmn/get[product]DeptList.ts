import { z } from 'zod';
import { endpoint, ok, parse, parseQuery, q, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { deptList } from '@/lib/server/org/repository';
import { comCodeList } from '@/lib/server/codes/repository';

const Query = z.object({ groupCd: q.optionalText(20), deptDiv: q.optionalText(20), upDeptCd: q.optionalText(20), showCodeYn: q.yn().default('N') });
const Params = z.object({ product: z.string().regex(/^[A-Za-z]{2,20}$/, '잘못된 요청입니다.') });

/** Departments as one product (programme area, com code group PRODUCT) lists them. */
export const GET = endpoint(async ({ url, params, locals }) => {
  requireUser(locals);
  const { product } = parse(Params, params);
  const { list } = await comCodeList('PRODUCT', product.toUpperCase());
  if (!list.length) throw new HttpError(404, '지원하지 않는 업무 구분입니다.');
  const query = parseQuery(Query, url);
  return ok(await deptList({ deptDiv: query.deptDiv, upDeptCd: query.upDeptCd, grpCd: query.groupCd }, query.showCodeYn === 'Y'));
});
