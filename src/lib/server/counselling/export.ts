// The application list of a period as an Excel workbook, for the centre's reports. Never any notes.
import ExcelJS from 'exceljs';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { handledKinds, type Actor } from './access';
import { addDays, seoulDayStartOf } from '../../calendar';
import { CNSL_KINDS, STATUS_LABELS, type CnslKind, type CnslStatus } from '../../counselling/kinds';
import { formatDateTime } from '../../format';
import { isDiv } from '../../users';

const { cnslApplications: appls, users } = schema;

export async function exportApplications(actor: Actor, from: string, to: string) {
  const kinds = await handledKinds(actor);
  if (!kinds.length) throw new HttpError(403, '상담 업무 담당자만 내려받을 수 있습니다.');
  const db = await getDb();
  const student = alias(users, 'student');
  const handler = alias(users, 'handler');
  const rows = await db
    .select({ applId: appls.applId, cnslKind: appls.cnslKind, status: appls.status, studentId: appls.studentId, studentNm: student.korNm, handlerNm: handler.korNm, slotStart: appls.slotStart, place: appls.place, createdAt: appls.createdAt })
    .from(appls)
    .innerJoin(student, eq(student.userId, appls.studentId))
    .leftJoin(handler, eq(handler.userId, appls.handlerId))
    .where(
      and(
        inArray(appls.cnslKind, kinds),
        isDiv(actor, 'prof') ? eq(appls.handlerId, actor.userId) : undefined,
        gte(appls.createdAt, seoulDayStartOf(from)),
        lt(appls.createdAt, seoulDayStartOf(addDays(to, 1))),
      ),
    )
    .orderBy(asc(appls.createdAt), asc(appls.applId));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('상담 신청');
  sheet.columns = [
    { header: '신청번호', key: 'applId', width: 10 },
    { header: '상담 종류', key: 'kind', width: 14 },
    { header: '상태', key: 'status', width: 10 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'studentNm', width: 10 },
    { header: '담당', key: 'handlerNm', width: 10 },
    { header: '상담 일시', key: 'slot', width: 18 },
    { header: '장소', key: 'place', width: 18 },
    { header: '신청일시', key: 'created', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      applId: r.applId,
      kind: CNSL_KINDS[r.cnslKind as CnslKind]?.label ?? r.cnslKind,
      status: STATUS_LABELS[r.status as CnslStatus] ?? r.status,
      studentId: r.studentId,
      studentNm: r.studentNm,
      handlerNm: r.handlerNm ?? '',
      slot: r.slotStart ? formatDateTime(r.slotStart) : '',
      place: r.place ?? '',
      created: formatDateTime(r.createdAt),
    });
  }
  await audit({ actorId: actor.userId, action: 'cnsl.export', detail: { from, to, rows: rows.length } });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), rows: rows.length };
}
