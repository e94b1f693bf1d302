// Comparing two revisions of one item of content: title, body (lines, and words within a line),
// images added and removed, and the metadata fields a kind names, each marked changed or not.
import { getDb } from '../db';
import { HttpError } from '../http/respond';
import { blockText, portalImages } from '../sanitize';
import { compareTexts } from './text-diff';
import { revisionOf, type ContentKind, type Revision, type RevisionData } from './revisions';

/** One field of a kind's metadata shown in a comparison (period, readers, link, order...). */
export interface RevisionField {
  key: string;
  /** Korean name of the field ("게시 기간"). */
  label: string;
  /** The field as the editor reads it ("2026.11.20 ~ 2026.12.31"); '' when empty. */
  valueOf(rev: RevisionData): string;
}

export interface DiffOptions {
  /** The body compared word by word: the rich text's blocks (default), or another text of the kind. */
  bodyOf?: (rev: RevisionData) => string;
  /** Metadata fields compared as well, each marked changed or not. */
  fields?: RevisionField[];
  /** The images of a revision (default: the portal images of its rich text). */
  imagesOf?: (rev: RevisionData) => DiffImage[];
}

/** An image of a comparison: the portal file it shows and its description. */
export interface DiffImage {
  fileId: number;
  src: string;
  alt: string;
}

/**
 * What changed between two revisions of one item: the title, the body (lines, and words within an
 * edited line), the images added and removed (shown as pictures, not only named), and for kinds
 * that name them, their metadata fields side by side. `same` says that nothing differs at all.
 * A revision number of another item is simply not found.
 */
export async function diffRevisions(kind: ContentKind, contentId: number, from: number, to: number, opts: DiffOptions = {}) {
  const db = await getDb();
  const [a, b] = await Promise.all([revisionOf(db, kind, contentId, from), revisionOf(db, kind, contentId, to)]);
  if (!a || !b) throw new HttpError(404, '비교할 판을 찾을 수 없습니다.');
  const bodyOf = opts.bodyOf ?? ((r: RevisionData) => blockText(r.bodyHtml));
  const summary = (r: Revision) => ({ revNo: r.revNo, state: r.state, authorNm: r.authorNm, createdAt: r.createdAt, restoredFrom: r.restoredFrom });
  const fields = (opts.fields ?? []).map((f) => {
    const before = f.valueOf(a);
    const after = f.valueOf(b);
    return { key: f.key, label: f.label, from: before, to: after, changed: before !== after, parts: compareTexts(before, after).parts };
  });
  const title = compareTexts(a.title, b.title);
  const body = compareTexts(bodyOf(a), bodyOf(b));
  const imagesOf = opts.imagesOf ?? ((r: RevisionData): DiffImage[] => portalImages(r.bodyHtml));
  const [imgA, imgB] = [imagesOf(a), imagesOf(b)];
  const images = {
    added: imgB.filter((i) => !imgA.some((j) => j.fileId === i.fileId)),
    removed: imgA.filter((i) => !imgB.some((j) => j.fileId === i.fileId)),
  };
  const same = !title.changed && !body.changed && !images.added.length && !images.removed.length && fields.every((f) => !f.changed);
  return { from: summary(a), to: summary(b), same, title: title.parts, titleChanged: title.changed, body: body.parts, bodyChanged: body.changed, images, fields };
}
export type RevisionDiff = Awaited<ReturnType<typeof diffRevisions>>;
