// Reads an application's multipart form: its text fields and the uploaded files by field name,
// within the size limit (the body is cut off, not buffered whole, beyond it).
import { HttpError } from '../http/respond';
import { config } from '../config';
import { limitedFormData } from '../http/body';
import { MAX_DOCS } from '../../schemas/scholarships';
import type { DocUpload } from './documents';

export async function readDocForm(request: Request, maxFiles = MAX_DOCS) {
  const form = await limitedFormData(request, config.maxUploadBytes * maxFiles + 64 * 1024);
  const fields: Record<string, string> = {};
  const uploads: DocUpload[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0 || value.name) uploads.push({ field: name, docNm: name, upload: { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) } });
  }
  if (uploads.length > maxFiles) throw new HttpError(400, `파일은 한 번에 ${maxFiles}개까지 올릴 수 있습니다.`);
  return { fields, uploads };
}
