import { endpoint, parse } from '@/lib/server/http/respond';
import { BadgeIdParam } from '@/lib/schemas/badges';
import { achievementOf, originOf, publicBadge } from '@/lib/server/badges/awards';

/** A badge's public definition as an Open Badges 3.0 Achievement (what a credential points to). */
export const GET = endpoint(async ({ params, url }) => {
  const { badgeId } = parse(BadgeIdParam, params);
  const badge = await publicBadge(badgeId);
  return new Response(JSON.stringify(achievementOf(badge, originOf(url.origin))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
});
