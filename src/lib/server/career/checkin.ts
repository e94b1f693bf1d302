// Attendance by rotating QR code. Staff show a code that changes every 30 seconds; it carries the
// session, the 30-second window and an HMAC of both under the session's own key. A student who
// scans it lands on the check-in page and is marked present once. A code is accepted in its own
// window and the next one (so at most a minute old): a photo passed on later, or an edited code,
// is refused with a clear message. Beside the code the screen shows a four-digit attendance number
// of the same window, which the QR code does not carry: the student types it after scanning, so a
// link forwarded to a classmate who is not in the room does not check her in (decision 053).
import { createHmac, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { config } from '../config';
import { createLimiter } from '../http/rate-limit';
import { sameSecret } from '../auth/secrets';
import { managed } from './managed';
import { PARTICIPANT_STATUSES, careerStatusLabel, type CareerApplStatus } from '../../career/programs';
import type { Actor } from '../../users';
import type { CheckinQuery } from '../../schemas/career';
import * as clock from '../clock';

const { careerProgramSessions: sessions, careerPrograms: programs, careerApplications: appls, careerAttendance: attendance } = schema;

export const QR_PERIOD_SECONDS = 30;

export const windowOf = (nowMs: number) => Math.floor(nowMs / 1000 / QR_PERIOD_SECONDS);

export function signCheckin(secret: string, sessionId: number, window: number) {
  return createHmac('sha256', secret).update(`${sessionId}:${window}`).digest('base64url').slice(0, 16);
}

/** The attendance number shown in the room for a window: four digits, not derivable from the QR code. */
export function roomNumberOf(secret: string, sessionId: number, window: number) {
  const n = createHmac('sha256', secret).update(`room:${sessionId}:${window}`).digest().readUInt32BE(0) % 10_000;
  return String(n).padStart(4, '0');
}

/** A scanned link stays usable this many windows (2 minutes) while she types the number. */
export const LINK_WINDOWS_WITH_NUMBER = 3;

export type CodeVerdict = 'OK' | 'EXPIRED' | 'INVALID';

/**
 * Whether a scanned code is genuine and fresh: its own window or the next one (`maxAge` windows
 * later at most: while a number is typed, a little longer).
 */
export function verifyCheckin(secret: string, sessionId: number, window: number, sig: string, nowMs: number, maxAge = 1): CodeVerdict {
  if (!sameSecret(signCheckin(secret, sessionId, window), sig)) return 'INVALID';
  const current = windowOf(nowMs);
  if (window > current) return 'INVALID';
  return current - window <= maxAge ? 'OK' : 'EXPIRED';
}

/** Whether a typed number is the one on the screen now or a moment ago (the previous window). */
export function numberMatches(secret: string, sessionId: number, typed: string, nowMs: number) {
  const current = windowOf(nowMs);
  return [current, current - 1].some((w) => sameSecret(roomNumberOf(secret, sessionId, w), typed));
}

/** Wrong numbers a student may type for one session in ten minutes before she must ask the staff. */
export const NUMBER_TRIES = 5;
const wrongNumbers = createLimiter(NUMBER_TRIES, 10 * 60_000);

async function sessionWithProgram(sessionId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ s: sessions, title: programs.title, closedAt: programs.closedAt, useYn: programs.useYn })
    .from(sessions)
    .innerJoin(programs, eq(programs.programId, sessions.programId))
    .where(eq(sessions.sessionId, sessionId));
  return row ?? null;
}

/** The code to show now for one of today's sessions of a programme the staff member runs. */
export async function currentCheckinCode(actor: Actor, sessionId: number, origin: string, nowMs = Date.now(), today = clock.today()) {
  const row = await sessionWithProgram(sessionId);
  if (!row) throw new HttpError(404, '회차를 찾을 수 없습니다.');
  await managed(actor, row.s.programId);
  if (row.closedAt) throw new HttpError(409, '마감된 프로그램입니다.');
  if (row.s.sessionDt !== today) throw new HttpError(409, `출석 QR은 회차 당일(${row.s.sessionDt})에만 띄울 수 있습니다.`);
  const db = await getDb();
  let secret = row.s.checkinSecret;
  if (!secret) {
    // First show: make the key; a parallel first show keeps whichever key was stored first.
    await db.update(sessions).set({ checkinSecret: randomBytes(32).toString('base64url') }).where(and(eq(sessions.sessionId, sessionId), sql`${sessions.checkinSecret} is null`));
    [{ checkinSecret: secret }] = await db.select({ checkinSecret: sessions.checkinSecret }).from(sessions).where(eq(sessions.sessionId, sessionId));
  }
  const window = windowOf(nowMs);
  const url = `${config.publicOrigin ?? origin}/user/futuredesign/myecp/checkin?s=${sessionId}&t=${window}&sig=${signCheckin(secret!, sessionId, window)}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const [{ present }] = await db
    .select({ present: count() })
    .from(attendance)
    .where(and(eq(attendance.sessionId, sessionId), eq(attendance.present, true)));
  return {
    sessionId,
    programId: row.s.programId,
    title: row.title,
    seq: row.s.seq,
    sessionTitle: row.s.title,
    url,
    svg,
    roomNumber: roomNumberOf(secret!, sessionId, window),
    present: Number(present),
    /** When this code stops being shown (the next one takes over). */
    refreshAt: new Date((window + 1) * QR_PERIOD_SECONDS * 1000).toISOString(),
  };
}

export interface CheckinResult {
  /** NUMBER: the code is good and she may check in; the page asks for the number on the screen. */
  outcome: 'PRESENT' | 'ALREADY' | 'NUMBER';
  /** Set when the number she typed was not the one on the screen (nothing recorded; she may try again). */
  wrongNumber?: boolean;
  title: string;
  seq: number;
  sessionTitle: string;
}

/**
 * The student's check-in from a scanned code and the number typed from the screen; every refusal
 * says what to do. Without a number, everything else is checked and she is asked for it (NUMBER).
 */
export async function checkIn(student: Actor, q: CheckinQuery, ip: string | null = null, nowMs = Date.now(), today = clock.today()): Promise<CheckinResult> {
  const row = await sessionWithProgram(q.s);
  if (!row || row.useYn !== 'Y') throw new HttpError(404, '출석 코드가 올바르지 않습니다.');
  const secret = row.s.checkinSecret;
  const verdict = secret ? verifyCheckin(secret, q.s, q.t, q.sig, nowMs, q.n === undefined ? 1 : LINK_WINDOWS_WITH_NUMBER) : 'INVALID';
  if (verdict === 'INVALID') throw new HttpError(400, '출석 코드가 올바르지 않습니다. 강의실 화면의 QR 코드를 다시 스캔해 주세요.');
  if (verdict === 'EXPIRED') throw new HttpError(400, '지난 출석 코드입니다. QR 코드는 30초마다 바뀝니다. 강의실 화면의 새 코드를 스캔해 주세요.');
  if (row.closedAt) throw new HttpError(409, '마감된 프로그램입니다.');
  if (row.s.sessionDt !== today) throw new HttpError(409, `이 회차(${row.s.sessionDt})의 출석은 당일에만 할 수 있습니다.`);
  const db = await getDb();
  const [a] = await db
    .select({ applId: appls.applId, status: appls.status })
    .from(appls)
    .where(and(eq(appls.programId, row.s.programId), eq(appls.studentId, student.userId), inArray(appls.status, [...PARTICIPANT_STATUSES, 'APPLIED', 'WAITING'])));
  if (!a) throw new HttpError(404, '이 프로그램의 참여자가 아닙니다. 신청 내역을 확인해 주세요.');
  if (!PARTICIPANT_STATUSES.includes(a.status as CareerApplStatus)) throw new HttpError(403, `${careerStatusLabel(a.status)} 상태에서는 출석할 수 없습니다. 승인된 참여자만 출석할 수 있습니다.`);
  const [had] = await db.select({ present: attendance.present }).from(attendance).where(and(eq(attendance.sessionId, q.s), eq(attendance.applId, a.applId)));
  const result = { title: row.title, seq: row.s.seq, sessionTitle: row.s.title };
  if (had?.present) return { outcome: 'ALREADY', ...result };
  if (q.n === undefined) return { outcome: 'NUMBER', ...result };
  const triesKey = `${student.userId}:${q.s}`;
  if (wrongNumbers.over(triesKey, nowMs)) throw new HttpError(429, '출석 번호를 여러 번 잘못 입력했습니다. 담당 교직원에게 출석 확인을 요청해 주세요.');
  if (!numberMatches(secret!, q.s, q.n, nowMs)) {
    wrongNumbers.record(triesKey, nowMs);
    return { outcome: 'NUMBER', wrongNumber: true, ...result };
  }
  await db
    .insert(attendance)
    .values({ sessionId: q.s, applId: a.applId, present: true, method: 'QR', markedBy: student.userId })
    .onConflictDoUpdate({ target: [attendance.sessionId, attendance.applId], set: { present: true, method: 'QR', markedBy: student.userId, markedAt: sql`now()` } });
  await audit({ actorId: student.userId, action: 'career.checkin', targetType: 'career_application', targetId: String(a.applId), detail: { sessionId: q.s }, ip });
  return { outcome: 'PRESENT', ...result };
}
