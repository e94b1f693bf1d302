import { endpoint, ok, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { checkUpload, saveUploads } from '@/lib/server/files/service';
import { config } from '@/lib/server/config';
import { limitedFormData } from '@/lib/server/http/body';

const MAX_FILES = 10;

/** Multipart upload: field "file" (one or more), optional "fileGroupId" of a group the uploader owns. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  // Enforced while reading: a body over the limit is cut off, not buffered whole.
  const form = await limitedFormData(request, config.maxUploadBytes * MAX_FILES + 64 * 1024);
  const entries = form.getAll('file').filter((f): f is File => typeof f !== 'string');
  if (!entries.length) throw new HttpError(400, '올릴 파일을 선택해 주세요.', { file: '파일을 선택해 주세요.' });
  if (entries.length > MAX_FILES) throw new HttpError(400, `파일은 한 번에 ${MAX_FILES}개까지 올릴 수 있습니다.`);
  const checked = [];
  for (const f of entries) checked.push(await checkUpload({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) }));
  const groupField = form.get('fileGroupId');
  const fileGroupId = typeof groupField === 'string' && /^\d+$/.test(groupField) ? Number(groupField) : undefined;
  return ok(await saveUploads(user.userId, checked, { fileGroupId }), '파일을 올렸습니다.');
});
