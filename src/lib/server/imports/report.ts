// An import's report as an Excel workbook: the summary with the counts per kind, and every refused
// row kept with its file, line, column and reason.
import ExcelJS from 'exceljs';
import { CHANNEL_NAMES, KIND_NAMES, STATUS_NAMES, type Kind, type RunReport } from '../../imports/report';
import { seoulStampOf, termNm } from '../../calendar';


export async function reportWorkbook(r: RunReport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const s = wb.addWorksheet('요약');
  s.columns = [{ width: 22 }, { width: 70 }];
  const info: [string, string][] = [
    ['가져오기 번호', String(r.runId)],
    ['상태', STATUS_NAMES[r.status] ?? r.status],
    ['경로', CHANNEL_NAMES[r.channel] ?? r.channel],
    ['파일', r.fileNm],
    ['파일 SHA-256', r.fileHash],
    ['인코딩', r.encoding],
    ['학기 일괄 모드', r.batch ? `${r.batch.year}학년도 ${termNm(r.batch.termCd)} (변경 한도 ${r.thresholdPct}%)` : '아니오'],
    ['검토 일시', seoulStampOf(r.createdAt)],
    ['반영 일시', r.appliedAt ? seoulStampOf(r.appliedAt) : '-'],
    ['반영한 사람', r.appliedBy ?? '-'],
    ['메시지', r.message ?? '-'],
  ];
  for (const row of info) s.addRow(row);
  s.addRow([]);
  const header = s.addRow(['종류', '행 수 · 생성 · 변경 · 비활성화 · 복원 · 거부']);
  header.font = { bold: true };
  for (const [kind, c] of Object.entries(r.counts)) {
    s.addRow([KIND_NAMES[kind as Kind], `${c.rows} · ${c.create} · ${c.update} · ${c.deactivate} · ${c.restore} · ${c.refused}`]);
  }
  const k = wb.addWorksheet('종류별 건수');
  k.columns = [
    { header: '종류', key: 'kind', width: 16 },
    { header: '행 수', key: 'rows', width: 10 },
    { header: '생성', key: 'create', width: 10 },
    { header: '변경', key: 'update', width: 10 },
    { header: '비활성화', key: 'deactivate', width: 10 },
    { header: '복원', key: 'restore', width: 10 },
    { header: '거부', key: 'refused', width: 10 },
  ];
  for (const [kind, c] of Object.entries(r.counts)) k.addRow({ kind: KIND_NAMES[kind as Kind], ...c });
  k.getRow(1).font = { bold: true };
  const x = wb.addWorksheet('거부된 행');
  x.columns = [
    { header: '파일', key: 'file', width: 22 },
    { header: '행', key: 'line', width: 8 },
    { header: '열', key: 'column', width: 16 },
    { header: '값', key: 'value', width: 20 },
    { header: '사유', key: 'message', width: 70 },
  ];
  for (const rej of r.rejects) x.addRow(rej);
  if (r.rejectTotal > r.rejects.length) x.addRow({ file: `그 밖에 ${r.rejectTotal - r.rejects.length}행이 더 거부되었습니다.` });
  x.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
