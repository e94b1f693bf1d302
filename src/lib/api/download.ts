// Attachment downloads in the browser: zip bundles per file group, or the first file of a list.
// file-saver is CommonJS: its default export works in the browser bundle and in server rendering alike.
import FileSaver from 'file-saver';
import { api } from '@/lib/api/client';
import { withLoading } from '@/lib/ui/loading';
import { toast } from '@/lib/ui/toast';

export const NO_ATTACHMENT_MESSAGE = '첨부자료가 없습니다.';
export const DOWNLOAD_FAILED_MESSAGE = '다운로드에 실패 했습니다.';
export const ZIP_MIME_TYPE = 'application/zip';

/** A row of /api/cmmn/getFileList. */
export interface FileRecord {
  linkUrlPath: string;
  saveFileNm?: string;
  oriFileNm: string;
  fileExtNm?: string;
  [field: string]: unknown;
}

type Id = string | number | null | undefined;

function isMissing(id: Id): id is null | undefined {
  return id === null || id === undefined || String(id).trim() === '';
}

function fileNameOf(file: FileRecord): string {
  const base = file.oriFileNm || file.saveFileNm || '첨부파일';
  return file.fileExtNm ? `${base}.${file.fileExtNm}` : base;
}

async function guarded(task: () => Promise<boolean>): Promise<boolean> {
  try {
    // The inner calls are silent: this wrapper keeps one overlay over the whole two-step download.
    return await withLoading(task);
  } catch (error) {
    console.error('다운로드 실패', error);
    toast.error(DOWNLOAD_FAILED_MESSAGE);
    return false;
  }
}

/** Downloads every file of a group as one zip. Resolves true when a file was saved. */
export function downloadZip(fileGroupId: Id): Promise<boolean> {
  if (isMissing(fileGroupId)) {
    toast.info(NO_ATTACHMENT_MESSAGE);
    return Promise.resolve(false);
  }
  const id = String(fileGroupId).trim();
  return guarded(async () => {
    const blob = await api.getBlob(`/api/files/${encodeURIComponent(id)}`, undefined, { silent: true });
    FileSaver.saveAs(new Blob([blob], { type: ZIP_MIME_TYPE }), `첨부파일_${id}.zip`);
    return true;
  });
}

/** Downloads the first file of a file id's list under its original name. */
export function downloadFirstFile(fileId: Id): Promise<boolean> {
  if (isMissing(fileId)) {
    toast.info(NO_ATTACHMENT_MESSAGE);
    return Promise.resolve(false);
  }
  return guarded(async () => {
    const res = await api.get<FileRecord[] | null>('/api/cmmn/getFileList', { fileId: String(fileId).trim() }, { silent: true });
    const first = Array.isArray(res.data) ? res.data[0] : undefined;
    if (!first?.linkUrlPath) {
      toast.info(NO_ATTACHMENT_MESSAGE);
      return false;
    }
    const blob = await api.getBlob(first.linkUrlPath, undefined, { silent: true });
    FileSaver.saveAs(blob, fileNameOf(first));
    return true;
  });
}
