// The answers of one survey as an Excel workbook: one row per response, one column per question.
// An anonymous survey's workbook has no respondent columns at all.
import ExcelJS from 'exceljs';
import { audit } from '../audit/log';
import { exportRows } from './results';

/** The caller's right to export the survey is checked by the endpoint (surveyAccess). */
export async function exportAnswers(actor: { userId: string }, surveyId: number, ip: string | null = null) {
  const { title, header, rows } = await exportRows(surveyId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('응답');
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => {
    c.width = 20;
  });
  await audit({ actorId: actor.userId, action: 'survey.export', targetType: 'survey', targetId: String(surveyId), detail: { rows: rows.length }, ip });
  return { title, buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}
