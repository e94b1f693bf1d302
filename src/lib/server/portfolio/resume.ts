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
  sections: { code: ShareSection; label: string; items: Pick<HistoryItem, 'key' | 'title' | 'date' | 'detail'>[] }[];
}

export async function buildResume(studentId: string, query: ResumeQuery): Promise<Resume> {
  const db = await getDb();
  const [u] = await db
    .select({ korNm: schema.users.korNm, engNm: schema.users.engNm, hakguaCd: schema.users.hakguaCd, majorCd: schema.users.majorCd, gradeCd: schema.users.gradeCd, email: schema.users.email, ph: schema.users.ph })
    .from(schema.users)
    .where(eq(schema.users.userId, studentId));
  if (!u) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  const [names, items] = await Promise.all([deptNames(), gatherHistory(studentId)]);
  const chosen = [...new Set((query.sections ?? RESUME_DEFAULT_SECTIONS) as ShareSection[])];
  const deptCd = u.majorCd ?? u.hakguaCd;
  return {
    korNm: u.korNm,
    engNm: u.engNm,
    deptNm: deptCd ? (names.get(deptCd) ?? null) : null,
    grade: u.gradeCd && /^\d$/.test(u.gradeCd) ? Number(u.gradeCd) : null,
    contact: query.contact === 'N' ? null : { email: u.email, ph: u.ph },
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

/** The résumé as an A4 PDF, in memory (a few pages at most). */
export function resumePdf(resume: Resume): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${resume.korNm} 이력서`, Author: resume.korNm } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);

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
