import { endpoint, ok, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { checkUpload, saveUploads, IMAGE_EXTENSIONS } from '@/lib/server/files/service';
import { setPhoto } from '@/lib/server/users/mypage';
import { limitedFormData } from '@/lib/server/http/body';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** A profile photo: one image of at most 2 MB, checked by content, kept private to its owner and staff. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const form = await limitedFormData(request, MAX_PHOTO_BYTES + 64 * 1024);
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new HttpError(400, '사진 파일을 선택해 주세요.', { file: '사진 파일을 선택해 주세요.' });
  const checked = await checkUpload({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, { allowed: IMAGE_EXTENSIONS, maxBytes: MAX_PHOTO_BYTES });
  const saved = await saveUploads(user.userId, [checked]);
  const photo = saved.files[0];
  await setPhoto(user.userId, photo.fileId);
  return ok({ photoUrl: photo.linkUrlPath }, '사진을 바꿨습니다.');
});
