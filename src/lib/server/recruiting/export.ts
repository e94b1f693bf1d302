// Postings as an Excel workbook for staff reports: one row per posting with its state, company,
// codes, period, views and bookmark count. Staff only; a company has its list on screen.
import ExcelJS from 'exceljs';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import type { Actor } from '../../users';
import { POSTING_STATUS_LABELS, type PostingStatus } from '../../recruiting/postings';
import type { StaffPostingQuery } from '../../schemas/recruiting';
import { describe } from './postings';
import * as clock from '../clock';

const { recruitPostings: postings, recruitCompanies: companies, recruitBookmarks: bookmarks, users } = schema;

export async function exportPostings(actor: Actor, query: Pick<StaffPostingQuery, 'status' | 'keyword'>, today = clock.today()) {
  await authorize(actor, 'recruiting', 'export');
  const db = await getDb();
  const where: SQL[] = [];
  if (query.status) where.push(eq(postings.status, query.status));
  if (query.keyword) where.push(or(ilike(postings.title, likeTerm(query.keyword)), ilike(companies.companyNm, likeTerm(query.keyword)))!);
  const rows = await db
    .select({ p: postings, c: companies, posterNm: users.korNm })
    .from(postings)
    .innerJoin(companies, eq(companies.companyId, postings.companyId))
    .innerJoin(users, eq(users.userId, postings.postedBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(postings.postingId));
  const ids = rows.map((r) => r.p.postingId);
  const marks = ids.length ? await db.select({ postingId: bookmarks.postingId, n: count() }).from(bookmarks).where(inArray(bookmarks.postingId, ids)).groupBy(bookmarks.postingId) : [];
  const markCnt = new Map(marks.map((m) => [m.postingId, Number(m.n)]));
  const names = await codeNames();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('채용공고');
  sheet.columns = [
    { header: '공고번호', key: 'id', width: 10 },
    { header: '상태', key: 'status', width: 10 },
    { header: '접수', key: 'phase', width: 10 },
    { header: '기업', key: 'company', width: 22 },
    { header: '기업 규모', key: 'size', width: 12 },
    { header: '공고 제목', key: 'title', width: 36 },
    { header: '직무', key: 'job', width: 26 },
    { header: '고용 형태', key: 'emp', width: 10 },
    { header: '경력', key: 'lvl', width: 10 },
    { header: '근무 지역', key: 'region', width: 14 },
    { header: '접수 시작일', key: 'open', width: 12 },
    { header: '마감일', key: 'deadline', width: 12 },
    { header: '등록자', key: 'poster', width: 10 },
    { header: '조회', key: 'views', width: 8 },
    { header: '관심 등록', key: 'marks', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const d = describe(r.p, r.c, names, today);
    sheet.addRow({
      id: r.p.postingId,
      status: POSTING_STATUS_LABELS[r.p.status as PostingStatus] ?? r.p.status,
      phase: d.phaseNm,
      company: r.c.companyNm,
      size: d.sizeNm,
      title: r.p.title,
      job: d.jobClsNm,
      emp: d.empTypeNm,
      lvl: d.careerLvlNm,
      region: d.regionNm,
      open: r.p.openDt,
      deadline: r.p.deadlineDt,
      poster: r.posterNm,
      views: r.p.viewCnt,
      marks: markCnt.get(r.p.postingId) ?? 0,
    });
  }
  await audit({ actorId: actor.userId, action: 'recruiting.posting.export', detail: { status: query.status ?? null, rows: rows.length } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), rows: rows.length };
}
