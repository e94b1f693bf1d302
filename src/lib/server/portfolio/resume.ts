// The résumé: the student's history items grouped into the sections she chose, in her order, and
// the same content as a PDF (pdfkit, with the Korean Pretendard font embedded as a subset, so the
// file shows Korean on any reader and its text can be searched and copied).
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { log, messageOf } from '../observability/log';
import { deptNames } from '../org/names';
import { gatherHistory } from './history';
import { myResume } from './resumes';
import { readFileStream } from '../files/storage';
import { formatDate } from '../../format';
import { RESUME_DEFAULT_SECTIONS, SHARE_SECTIONS, type HistoryItem, type ShareSection } from '../../portfolio/history';
import type { ResumeQuery } from '../../schemas/portfolio';

const require = createRequire(import.meta.url);
const FONT = require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf');
const FONT_BOLD = require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf');

/** Items per section: a résumé is a summary, the history page keeps the rest. */
const MAX_ITEMS = 40;

export interface Resume {
  korNm: string;
  engNm: string | null;
  deptNm: string | null;
  grade: number | null;
  contact: { email: string | null; ph: string | null } | null;
  /** The saved version shown, if any. */
  version: { resumeId: number; title: string } | null;
  intro: string | null;
  /** Her photo is shown (she chose it and has one). */
  photoFileId: number | null;
  /** She has a photo to show at all. */
  hasPhoto: boolean;
  sections: { code: ShareSection; label: string; items: Pick<HistoryItem, 'key' | 'title' | 'date' | 'detail'>[] }[];
}

export async function buildResume(studentId: string, query: ResumeQuery): Promise<Resume> {
  const db = await getDb();
  const [u] = await db
    .select({ korNm: schema.users.korNm, engNm: schema.users.engNm, hakguaCd: schema.users.hakguaCd, majorCd: schema.users.majorCd, gradeCd: schema.users.gradeCd, email: schema.users.email, ph: schema.users.ph, photoFileId: schema.users.photoFileId })
    .from(schema.users)
    .where(eq(schema.users.userId, studentId));
  if (!u) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  // A saved version supplies the choices the address leaves out, and its self-introduction.
  const version = query.resumeId ? await myResume(studentId, query.resumeId) : null;
  const [names, items] = await Promise.all([deptNames(), gatherHistory(studentId)]);
  const chosen = [...new Set((query.sections ?? version?.sections ?? RESUME_DEFAULT_SECTIONS) as ShareSection[])];
  const contact = query.contact ? query.contact === 'Y' : (version?.showContact ?? true);
  const photo = query.photo ? query.photo === 'Y' : (version?.showPhoto ?? false);
  const deptCd = u.majorCd ?? u.hakguaCd;
  return {
    korNm: u.korNm,
    engNm: u.engNm,
    deptNm: deptCd ? (names.get(deptCd) ?? null) : null,
    grade: u.gradeCd && /^\d$/.test(u.gradeCd) ? Number(u.gradeCd) : null,
    contact: contact ? { email: u.email, ph: u.ph } : null,
    version: version ? { resumeId: version.resumeId, title: version.title } : null,
    intro: version?.intro ?? null,
    photoFileId: photo ? u.photoFileId : null,
    hasPhoto: u.photoFileId !== null,
    sections: chosen.map((code) => {
      const areas: readonly string[] = SHARE_SECTIONS[code].areas;
      return {
        code,
        label: SHARE_SECTIONS[code].label,
        items: items
          .filter((i) => areas.includes(i.area) && !i.hidden)
          .slice(0, MAX_ITEMS)
          .map(({ key, title, date, detail }) => ({ key, title, date, detail })),
      };
    }),
  };
}

/** Her photo's bytes when PDF can carry it (JPEG or PNG); other images stay on the screen only. */
async function photoBytes(fileId: number | null): Promise<Buffer | null> {
  if (!fileId) return null;
  const db = await getDb();
  const [f] = await db.select({ saveFileNm: schema.files.saveFileNm, mimeType: schema.files.mimeType }).from(schema.files).where(eq(schema.files.fileId, fileId));
  if (!f || !['image/jpeg', 'image/png'].includes(f.mimeType)) return null;
  const chunks: Buffer[] = [];
  for await (const c of readFileStream(f.saveFileNm)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The résumé as an A4 PDF, in memory (a few pages at most). */
export async function resumePdf(resume: Resume): Promise<Buffer> {
  const photo = await photoBytes(resume.photoFileId).catch(() => null);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${resume.korNm} 이력서`, Author: resume.korNm } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);

    let photoShown = false;
    if (photo) {
      // A 3 x 4 passport photo at the top right, as Korean résumés place it. An image the PDF
      // library cannot read (it passed the upload check as an image) is left out, not a failure.
      const w = 85;
      try {
        doc.image(photo, doc.page.width - doc.page.margins.right - w, doc.page.margins.top, { fit: [w, (w * 4) / 3], align: 'center', valign: 'center' });
        photoShown = true;
      } catch (err) {
        log.warn({ area: 'portfolio', error: messageOf(err) }, 'résumé photo left out of the PDF');
      }
    }
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    // Beside the photo, the header lines stop short of it.
    const headerWidth = right - left - (photoShown ? 85 + 16 : 0);
    // The name line: the English name on the Korean name's baseline, and the next line placed from
    // that baseline (pdfkit's `continued` text takes the height of the last, smaller run, so the
    // department line used to rise into the name).
    const baseline = doc.y + 22;
    doc.font('bold').fontSize(22).fillColor('#111827');
    const nameWidth = doc.widthOfString(resume.korNm);
    doc.text(resume.korNm, left, baseline, { baseline: 'alphabetic', lineBreak: false });
    if (resume.engNm) {
      doc.font('body').fontSize(12).fillColor('#6b7280');
      doc.text(resume.engNm, left + nameWidth + 10, baseline, { baseline: 'alphabetic', lineBreak: false, width: Math.max(headerWidth - nameWidth - 10, 40), ellipsis: true });
    }
    doc.x = left;
    doc.y = baseline + 12;
    const line = [resume.deptNm, resume.grade ? `${resume.grade}학년` : null].filter(Boolean).join(' · ');
    if (line) doc.font('body').fontSize(11).fillColor('#374151').text(line, left, doc.y, { width: headerWidth });
    if (resume.contact) {
      const c = [resume.contact.email, resume.contact.ph].filter(Boolean).join(' · ');
      if (c) doc.font('body').fontSize(10).fillColor('#374151').text(c, left, doc.y + 2, { width: headerWidth });
    }
    doc.moveDown(0.8);
    if (photoShown) doc.y = Math.max(doc.y, doc.page.margins.top + (85 * 4) / 3 + 12);
    const width = right - left;
    if (resume.intro) {
      doc.font('bold').fontSize(14).fillColor('#1d4ed8').text('자기소개', left, doc.y, { width });
      doc.moveDown(0.3);
      doc.font('body').fontSize(10).fillColor('#111827').text(resume.intro, { width, lineGap: 2 });
      doc.moveDown(0.9);
    }
    const dateWidth = 70;
    for (const s of resume.sections) {
      if (!s.items.length) continue;
      // A heading is not left alone at the foot of a page.
      if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      doc.font('bold').fontSize(14).fillColor('#1d4ed8').text(s.label, left, doc.y, { width });
      const y = doc.y + 2;
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor('#93c5fd').stroke();
      doc.y = y + 8;
      for (const i of s.items) {
        // The title wraps in its column and the date sits at the right on its first line; the detail
        // starts under the taller of the two, with a gap, so they never touch.
        doc.font('bold').fontSize(11);
        const titleHeight = doc.heightOfString(i.title, { width: width - dateWidth - 8 });
        if (doc.y + titleHeight + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        doc.fillColor('#111827').text(i.title, left, top, { width: width - dateWidth - 8 });
        const titleBottom = doc.y;
        doc.font('body').fontSize(9).fillColor('#6b7280').text(formatDate(i.date), right - dateWidth, top + 2, { width: dateWidth, align: 'right', lineBreak: false });
        doc.x = left;
        doc.y = Math.max(titleBottom, top + doc.currentLineHeight(true)) + 3;
        if (i.detail) doc.font('body').fontSize(9.5).fillColor('#374151').text(i.detail, left, doc.y, { width, lineGap: 1 });
        doc.y += 7;
      }
      doc.moveDown(0.6);
    }
    doc.end();
  });
}
