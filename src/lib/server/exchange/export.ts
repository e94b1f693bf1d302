// The applicants of a round as an Excel workbook, for the selection committee's papers.
import ExcelJS from 'exceljs';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { formatDateTime } from '../../format';
import { reviewList } from './admin';

export async function exportRound(actorId: string, roundId: number) {
  const data = await reviewList({ roundId });
  if (!data.round || data.round.roundId !== roundId) throw new HttpError(404, '모집을 찾을 수 없습니다.');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('지원자');
  sheet.columns = [
    { header: '신청번호', key: 'applId', width: 10 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'korNm', width: 10 },
    { header: '학년', key: 'grade', width: 6 },
    { header: '평점', key: 'gpa', width: 8 },
    { header: '취득학점', key: 'credits', width: 9 },
    { header: '1지망', key: 'c1', width: 26 },
    { header: '2지망', key: 'c2', width: 26 },
    { header: '3지망', key: 'c3', width: 26 },
    { header: '어학 성적', key: 'scores', width: 28 },
    { header: '상태', key: 'status', width: 10 },
    { header: '선발 대학', key: 'selected', width: 26 },
    { header: '신청일시', key: 'created', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of data.list) {
    const choice = (rank: number) => a.choices.find((c) => c.rank === rank)?.univNm ?? '';
    sheet.addRow({
      applId: a.applId,
      studentId: a.studentId,
      korNm: a.korNm,
      grade: a.gradeCd ?? '',
      gpa: a.gpa,
      credits: a.earnedCredits,
      c1: choice(1),
      c2: choice(2),
      c3: choice(3),
      scores: a.scores.map((s) => s.text).join(', '),
      status: a.statusNm,
      selected: a.selectedUnivNm ?? '',
      created: formatDateTime(a.createdAt),
    });
  }
  sheet.getColumn('gpa').numFmt = '0.00';
  await audit({ actorId, action: 'exchange.export', targetType: 'exchange_round', targetId: String(roundId), detail: { rows: data.list.length } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), title: data.round.title };
}
