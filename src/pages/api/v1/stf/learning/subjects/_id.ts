import { z } from 'zod';
import { HttpError, parse } from '@/lib/server/http/respond';
import { SBJT_KEY_ID } from '@/lib/schemas/learning-admin';

/** The subject key of the path; anything else is not a subject (404). */
export function subjectIdOf(params: Record<string, string | undefined>) {
  const id = parse(z.object({ id: z.string() }), params).id;
  if (!SBJT_KEY_ID.test(id)) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
  return id;
}
