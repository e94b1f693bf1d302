// What the import endpoints share: reading an upload's body within the limit, and its options.
import { HttpError, parseQuery } from '../http/respond';
import { clientOfRequest } from './clients';
import { isControlRequest } from './control';
import { readLimited } from '../http/body';
import { ImportOptionsQuery, batchOf } from '../../schemas/imports';
import { MAX_IMPORT_BYTES, type ImportOptions, type Origin } from './service';

export async function uploadOf(request: Request, url: URL): Promise<{ bytes: Buffer; fileNm: string; options: ImportOptions; dryRun: boolean }> {
  const q = parseQuery(ImportOptionsQuery, url);
  if (q.batch && !q.term) throw new HttpError(400, '학기 일괄 모드에는 학기가 필요합니다.', { term: '학기를 입력해 주세요. (예: 2027-1)' });
  const type = request.headers.get('content-type') ?? '';
  if (/multipart\/form-data|application\/x-www-form-urlencoded|application\/json/.test(type)) throw new HttpError(415, '파일 내용을 요청 본문으로 보내 주세요. (Content-Type: application/zip 또는 application/octet-stream)');
  const bytes = Buffer.from(await readLimited(request, MAX_IMPORT_BYTES));
  let fileNm = 'import.zip';
  try {
    fileNm = decodeURIComponent(request.headers.get('x-file-name') ?? '') || fileNm;
  } catch {
    /* a name that does not decode keeps the default */
  }
  fileNm = fileNm.replace(/[\u0000-\u001F\u007F/\\]/g, '_').slice(0, 200);
  return { bytes, fileNm, options: { encoding: q.encoding, batch: batchOf(q), thresholdPct: q.threshold }, dryRun: q.dryRun !== false };
}

export function xlsx(bytes: Buffer, fileNm: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(fileNm)}`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Who sends a file to the import API: a client by its bearer token, or the import command by the control token. */
export async function originOf(request: Request, ip: string | null): Promise<Origin & { canApply: boolean }> {
  if (isControlRequest(request)) return { channel: 'CLI', actorId: null, clientId: null, by: request.headers.get('x-portal-user')?.slice(0, 50) || 'cli', ip, canApply: true };
  const client = await clientOfRequest(request);
  if (!client) throw new HttpError(401, '연동 토큰이 없거나 폐기되었습니다.');
  return { channel: 'API', actorId: null, clientId: client.clientId, by: client.clientNm, ip, canApply: client.canApply };
}
