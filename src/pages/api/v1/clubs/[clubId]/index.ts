import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ClubIdParam } from '@/lib/schemas/clubs';
import { clubDetail } from '@/lib/server/clubs/clubs';

/** One club: introduction, officers, activities, recruiting, member count; requests for its officers. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std', 'stf', 'adm']);
  const { clubId } = parse(ClubIdParam, params);
  return ok(await clubDetail(user, clubId));
});
