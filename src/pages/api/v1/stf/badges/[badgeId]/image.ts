import { endpoint, ok, parse, HttpError } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { limitedFormData } from '@/lib/server/http/body';
import { BadgeIdParam } from '@/lib/schemas/badges';
import { setBadgeImage } from '@/lib/server/badges/admin';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A badge's image: one picture of at most 2 MB, checked by content. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'badges', 'manage');
  const { badgeId } = parse(BadgeIdParam, params);
  const form = await limitedFormData(request, MAX_IMAGE_BYTES + 64 * 1024);
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new HttpError(400, '이미지 파일을 선택해 주세요.', { file: '이미지 파일을 선택해 주세요.' });
  return ok(await setBadgeImage(user, badgeId, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, locals.clientIp), '이미지를 바꿨습니다.');
});
