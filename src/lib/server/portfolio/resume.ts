// The résumé: the student's history items grouped into the sections she chose, in her order, and
// the same content as a PDF (pdfkit, with the Korean Pretendard font embedded as a subset, so the
// file shows Korean on any reader and its text can be searched and copied).
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
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
        console.warn('[portfolio] résumé photo left out of the PDF:', (err as Error).message);
      }
    }
    doc.font('bold').fontSize(22).fillColor('#111827').text(resume.korNm, { continued: !!resume.engNm });
    if (resume.engNm) doc.font('body').fontSize(12).fillColor('#6b7280').text(`  ${resume.engNm}`);
    doc.moveDown(0.3);
    const line = [resume.deptNm, resume.grade ? `${resume.grade}학년` : null].filter(Boolean).join(' · ');
    if (line) doc.font('body').fontSize(11).fillColor('#374151').text(line);
    if (resume.contact) {
      const c = [resume.contact.email, resume.contact.ph].filter(Boolean).join(' · ');
      if (c) doc.font('body').fontSize(10).fillColor('#374151').text(c);
    }
    doc.moveDown(0.8);
    if (photoShown) doc.y = Math.max(doc.y, doc.page.margins.top + (85 * 4) / 3 + 12);
    if (resume.intro) {
      doc.font('bold').fontSize(14).fillColor('#1d4ed8').text('자기소개');
      doc.moveDown(0.3);
      doc.font('body').fontSize(10).fillColor('#111827').text(resume.intro, { lineGap: 2 });
      doc.moveDown(0.9);
    }
    for (const s of resume.sections) {
      if (!s.items.length) continue;
      doc.font('bold').fontSize(14).fillColor('#1d4ed8').text(s.label);
      const y = doc.y + 2;
      doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(0.7).strokeColor('#93c5fd').stroke();
      doc.moveDown(0.5);
      for (const i of s.items) {
        doc.font('bold').fontSize(11).fillColor('#111827').text(i.title, { continued: true });
        doc.font('body').fontSize(9).fillColor('#6b7280').text(`   ${formatDate(i.date)}`);
        if (i.detail) doc.font('body').fontSize(9.5).fillColor('#374151').text(i.detail);
        doc.moveDown(0.35);
      }
      doc.moveDown(0.6);
    }
    doc.end();
  });
}
