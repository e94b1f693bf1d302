// Documents of an application, stored with the application in one transaction: the bytes are
// written first, the file rows, the application and its documents together, and the bytes are
// removed again when the transaction fails, so no record is half-written and no file is orphaned.
import { eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { config } from '../config';
import { checkUpload, type Upload } from '../files/service';
import { deleteFile, putFile } from '../files/storage';
import type { Tx } from './shared';

const { files, fileGroups, scholApplicationDocs: docs } = schema;

export interface DocUpload {
  docNm: string;
  /** Field name of the form control, so an error lands under it. */
  field: string;
  upload: Upload;
}

export type CheckedDoc = { docNm: string; field: string; checked: Awaited<ReturnType<typeof checkUpload>> };

/** Checks every upload (name, size, content) before anything is written; errors name their field. */
export async function checkDocs(uploads: DocUpload[]): Promise<CheckedDoc[]> {
  const out: CheckedDoc[] = [];
  for (const u of uploads) {
    try {
      out.push({ docNm: u.docNm, field: u.field, checked: await checkUpload(u.upload) });
    } catch (err) {
      if (err instanceof HttpError) throw new HttpError(err.status, `${u.docNm}: ${err.message}`, { [u.field]: err.message });
      throw err;
    }
  }
  return out;
}

/** The storage quota of the account, as the file service counts it. */
export async function checkQuota(ownerId: string, docsToAdd: CheckedDoc[]) {
  const db = await getDb();
  const [{ used }] = await db.select({ used: sql<number>`coalesce(sum(${files.fileSize}), 0)::bigint` }).from(files).where(eq(files.uploaderId, ownerId));
  const adding = docsToAdd.reduce((n, d) => n + d.checked.bytes.length, 0);
  if (Number(used) + adding > config.userQuotaBytes) {
    throw new HttpError(413, `올린 파일의 합계가 한도(${Math.round(config.userQuotaBytes / 1024 / 1024)}MB)를 넘습니다. 쓰지 않는 파일을 지운 뒤 다시 올려 주세요.`);
  }
}

/**
 * Writes the bytes, then runs `work` in a transaction that also receives a function to attach the
 * stored documents to an application. When anything fails the stored bytes are removed.
 */
export async function withStoredDocs<T>(ownerId: string, checked: CheckedDoc[], work: (tx: Tx, attach: (applId: number) => Promise<void>) => Promise<T>): Promise<T> {
  const names = await Promise.all(checked.map((d) => putFile(d.checked.bytes)));
  try {
    const db = await getDb();
    return await db.transaction(async (tx) =>
      work(tx, async (applId) => {
        for (const [i, d] of checked.entries()) {
          const [group] = await tx.insert(fileGroups).values({ ownerId, visibility: 'private' }).returning({ id: fileGroups.fileGroupId });
          const c = d.checked;
          const [row] = await tx
            .insert(files)
            .values({ fileGroupId: group.id, saveFileNm: names[i], oriFileNm: c.oriFileNm, fileExtNm: c.fileExtNm, mimeType: c.mimeType, fileSize: c.bytes.length, linkUrlPath: '', uploaderId: ownerId })
            .returning({ fileId: files.fileId });
          await tx.update(files).set({ linkUrlPath: `/api/files/download/${row.fileId}` }).where(eq(files.fileId, row.fileId));
          await tx.insert(docs).values({ applId, docNm: d.docNm, fileGroupId: group.id });
        }
      }),
    );
  } catch (err) {
    await Promise.all(names.map((n) => deleteFile(n).catch(() => {})));
    throw err;
  }
}
