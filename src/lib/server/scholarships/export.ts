// The office's application list as an Excel workbook: who applied for what, the state, the amount
// selected and paid. No statements or documents (they stay in the portal).
import ExcelJS from 'exceljs';
import { audit } from '../audit/log';
import { deptNames } from '../org/names';
import { formatDate, formatDateTime } from '../../format';
import { termNm } from '../../calendar';
import { scholStatusLabel } from '../../scholarships/rules';
import type { ScholApplQuery } from '../../schemas/scholarships';
import { applicationsForExport, instalmentsForExport } from './review';
import { type Caller } from './staff-access';

/** Only the applications of the scholarships the user may export (hers, or all for admins). */
export async function exportApplications(actor: NonNullable<Caller>, query: Pick<ScholApplQuery, 'scholId' | 'status' | 'keyword'>, ip: string | null = null) {
  const [rows, depts, instalments] = await Promise.all([applicationsForExport(actor, query), deptNames(), instalmentsForExport(actor, query)]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('장학 신청');
  sheet.columns = [
    { header: '신청번호', key: 'applId', width: 10 },
    { header: '학년도', key: 'year', width: 8 },
    { header: '학기', key: 'termNm', width: 10 },
    { header: '장학금', key: 'title', width: 28 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'studentNm', width: 10 },
    { header: '학과', key: 'deptNm', width: 16 },
    { header: '학년', key: 'gradeCd', width: 6 },
    { header: '상태', key: 'statusNm', width: 10 },
    { header: '선정 금액', key: 'awardAmount', width: 14, style: { numFmt: '#,##0' } },
    { header: '지급액', key: 'paidAmount', width: 14, style: { numFmt: '#,##0' } },
    { header: '지급 횟수', key: 'instalments', width: 8 },
    { header: '최종 지급일', key: 'paidDt', width: 12 },
    { header: '신청일시', key: 'createdAt', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      applId: r.applId,
      year: r.year,
      termNm: termNm(r.termCd),
      title: r.title,
      studentId: r.studentId,
      studentNm: r.studentNm,
      deptNm: r.hakguaCd ? (depts.get(r.hakguaCd) ?? r.hakguaCd) : '',
      gradeCd: r.gradeCd ?? '',
      statusNm: scholStatusLabel(r.status),
      awardAmount: r.awardAmount ?? null,
      paidAmount: r.paidAmount ?? null,
      instalments: r.instalments,
      paidDt: r.paidDt ? formatDate(r.paidDt) : '',
      createdAt: formatDateTime(r.createdAt),
    });
  }
  const total = rows.reduce((n, r) => n + (r.paidAmount ?? 0), 0);
  const sum = sheet.addRow({ title: '지급액 합계', paidAmount: total });
  sum.font = { bold: true };
  // One row per instalment (분할 지급), with the award it belongs to.
  const paid = book.addWorksheet('지급 회차');
  paid.columns = [
    { header: '신청번호', key: 'applId', width: 10 },
    { header: '학년도', key: 'year', width: 8 },
    { header: '학기', key: 'termNm', width: 10 },
    { header: '장학금', key: 'title', width: 28 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'studentNm', width: 10 },
    { header: '회차', key: 'seq', width: 6 },
    { header: '지급액', key: 'amount', width: 14, style: { numFmt: '#,##0' } },
    { header: '지급일', key: 'paidDt', width: 12 },
    { header: '선정 금액', key: 'awardAmount', width: 14, style: { numFmt: '#,##0' } },
    { header: '메모', key: 'memo', width: 30 },
  ];
  paid.getRow(1).font = { bold: true };
  for (const p of instalments) paid.addRow({ ...p, termNm: termNm(p.termCd), paidDt: formatDate(p.paidDt), memo: p.memo ?? '' });
  const paidSum = paid.addRow({ title: '지급액 합계', amount: instalments.reduce((n, p) => n + p.amount, 0) });
  paidSum.font = { bold: true };
  await audit({ actorId: actor.userId, action: 'schol.export', detail: { ...query, rows: rows.length }, ip });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), rows: rows.length };
}
