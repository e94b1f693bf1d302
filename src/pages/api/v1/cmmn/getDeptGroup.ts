import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { deptGroups } from '@/lib/server/codes/repository';
import { PagedCodeQuery } from '@/lib/server/codes/query';

export const GET = endpoint(async ({ url }) => {
  const query = parseQuery(PagedCodeQuery, url);
  const result = await deptGroups(query.grpCd, query.comCd, query.pageYn === 'Y' ? query : undefined);
  return ok(query.pageYn === 'Y' ? { ...result, page: query.page, size: query.size } : result.list);
});
