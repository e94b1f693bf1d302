// The certificate of approved service hours (봉사활동 확인서): issued on request for one year or for
// every year, kept as what was approved at that moment, as a PDF with the Korean font and a QR code
// to /verify/{code}. The font, the verification code and address come from the career
// certificates; only the page differs.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { deptNames } from '../org/names';
import { koreanFonts, verifyUrl } from '../career/certificates';
import { newVerifyCode } from '../career/verify-code';
import { UNIVERSITY_NAME } from '../../site';
import { formatKoreanDate } from '../../format';
import { formatHours } from '../../extact/rules';
import { approvedService } from './service';

const { extServiceCertificates: certs, users } = schema;

export const serviceCertificateNo = (year: number, certId: number) => `SVC-${year}-${String(certId).padStart(6, '0')}`;

/**
 * The certificate of the approved hours of a year (or of all years): the last one issued when the
 * approved hours have not changed since, a new one otherwise. No approved hours, no certificate.
 */
export async function issueServiceCertificate(studentId: string, year: number | undefined, ip: string | null = null) {
  const entries = await approvedService(studentId, year);
  if (!entries.length) throw new HttpError(404, year ? `${year}년에 승인된 봉사 시간이 없습니다.` : '승인된 봉사 시간이 없습니다.');
  const halfHours = entries.reduce((n, e) => n + e.halfHours, 0);
  const db = await getDb();
  const cert = await db.transaction(async (tx) => {
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, studentId)).for('update');
    const [last] = await tx
      .select()
      .from(certs)
      .where(and(eq(certs.studentId, studentId), year ? eq(certs.year, year) : isNull(certs.year)))
      .orderBy(desc(certs.certId))
      .limit(1);
    if (last && last.halfHours === halfHours && last.entryCount === entries.length) return { row: last, fresh: false };
    const [row] = await tx.insert(certs).values({ studentId, year: year ?? null, halfHours, entryCount: entries.length, certNo: `pending-${studentId}-${Date.now()}`, verifyCode: newVerifyCode() }).returning();
    const certNo = serviceCertificateNo(year ?? Number(entries[entries.length - 1].startDt.slice(0, 4)), row.certId);
    await tx.update(certs).set({ certNo }).where(eq(certs.certId, row.certId));
    return { row: { ...row, certNo }, fresh: true };
  });
  if (cert.fresh) await audit({ actorId: studentId, action: 'EXT_SERVICE_CERTIFICATE', targetType: 'ext_service_certificate', targetId: String(cert.row.certId), detail: { year: year ?? null }, ip });
  return { ...cert.row, entries };
}

export type ServiceCertificate = Awaited<ReturnType<typeof issueServiceCertificate>>;

/** What the public verification page may show: name, period, hours, date. Nothing else. */
export async function verifyServiceCertificate(code: string) {
  const db = await getDb();
  const [row] = await db
    .select({ certNo: certs.certNo, issuedAt: certs.issuedAt, year: certs.year, halfHours: certs.halfHours, entryCount: certs.entryCount, korNm: users.korNm })
    .from(certs)
    .innerJoin(users, eq(users.userId, certs.studentId))
    .where(eq(certs.verifyCode, code));
  if (!row) return null;
  return { certNo: row.certNo, issuedAt: row.issuedAt, korNm: row.korNm, period: row.year ? `${row.year}년` : '전체 기간', hours: row.halfHours / 2, entryCount: row.entryCount };
}

/** The certificate as an A4 PDF: holder, the approved entries, the total, number and QR code. */
export async function serviceCertificatePdf(c: ServiceCertificate, origin: string): Promise<Buffer> {
  const db = await getDb();
  const [[student], depts] = await Promise.all([db.select({ userId: users.userId, korNm: users.korNm, hakguaCd: users.hakguaCd }).from(users).where(eq(users.userId, c.studentId)), deptNames()]);
  const url = verifyUrl(origin, c.verifyCode);
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { regular, bold } = koreanFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: `봉사활동 확인서 ${c.certNo}`, Author: UNIVERSITY_NAME } });
  doc.registerFont('ko', regular);
  doc.registerFont('ko-bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 64;
  const width = doc.page.width - 128;
  doc.font('ko').fontSize(10).fillColor('#555').text(`제 ${c.certNo} 호`);
  doc.moveDown(2);
  doc.font('ko-bold').fontSize(30).fillColor('#111').text('봉사활동 확인서', { align: 'center', characterSpacing: 4 });
  doc.moveDown(2);
  const line = (label: string, value: string) => {
    doc.font('ko-bold').fontSize(12).text(label, { continued: true, width });
    doc.font('ko').text(`   ${value}`);
    doc.moveDown(0.4);
  };
  line('성      명', student.korNm);
  line('학      번', student.userId);
  if (student.hakguaCd) line('학      과', depts.get(student.hakguaCd) ?? student.hakguaCd);
  line('대상 기간', c.year ? `${c.year}년` : '전체 기간');
  line('인정 시간', `${formatHours(c.halfHours / 2)} (${c.entryCount}건)`);
  doc.moveDown(1);
  // The approved entries, one line each; a long list continues on the next page.
  doc.font('ko-bold').fontSize(11).text('봉사 내역');
  doc.moveDown(0.3);
  for (const e of c.entries) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const period = e.startDt === e.endDt ? formatKoreanDate(e.startDt) : `${formatKoreanDate(e.startDt)} ~ ${formatKoreanDate(e.endDt)}`;
    doc.font('ko').fontSize(10).fillColor('#222').text(`${period}  ·  ${e.organization}  ·  ${formatHours(e.halfHours / 2)}`, left, doc.y, { width });
  }
  doc.moveDown(1.5);
  doc.font('ko').fontSize(13).fillColor('#111').text(`위 사람이 위와 같이 봉사활동에 참여하였음을 확인합니다.`, left, doc.y, { width, align: 'center' });
  doc.moveDown(1.5);
  doc.font('ko').fontSize(13).text(formatKoreanDate(c.issuedAt), { width, align: 'center' });
  doc.moveDown(1);
  doc.font('ko-bold').fontSize(18).text(`${UNIVERSITY_NAME} 총장`, { width, align: 'center' });
  const qrSize = 88;
  const y = doc.page.height - 64 - qrSize;
  doc.image(qr, left, y, { width: qrSize, height: qrSize });
  doc.font('ko').fontSize(9).fillColor('#444').text('진위 확인', left + qrSize + 12, y + 16).text(url).text(`확인 코드 ${c.verifyCode}`);
  doc.end();
  return done;
}

/** The certificates she was issued, newest first (the servecerti page lists them with their codes). */
export async function myServiceCertificates(studentId: string) {
  const db = await getDb();
  const rows = await db.select().from(certs).where(eq(certs.studentId, studentId)).orderBy(desc(certs.issuedAt), desc(certs.certId)).limit(20);
  return rows.map((r) => ({ certId: r.certId, certNo: r.certNo, verifyCode: r.verifyCode, issuedAt: r.issuedAt, period: r.year ? `${r.year}년` : '전체 기간', hours: r.halfHours / 2 }));
}
