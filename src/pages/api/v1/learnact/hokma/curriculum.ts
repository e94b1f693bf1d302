import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { geCurriculum } from '@/lib/server/learning/general-education';

/** The general-education curriculum by area and sub-area (the same for everyone). */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals);
  const { areas, terms } = await geCurriculum();
  return ok({ areas, terms });
});
