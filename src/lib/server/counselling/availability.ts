// A counsellor's or professor's own weekly hours and exceptions.
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import type { Actor } from './access';
import * as clock from '../clock';

const { cnslAvailability: weekly, cnslAvailabilityExceptions: exceptions } = schema;

export interface WeeklyInput {
  weekday: number;
  startTime: string;
  endTime: string;
  place: string;
}

export async function addWeekly(actor: Actor, input: WeeklyInput) {
  if (input.endTime <= input.startTime) throw new HttpError(400, '끝나는 시간이 시작 시간보다 늦어야 합니다.', { endTime: '시간을 확인해 주세요.' });
  const db = await getDb();
  const overlapping = (await db.select().from(weekly).where(and(eq(weekly.handlerId, actor.userId), eq(weekly.weekday, input.weekday)))).some(
    (w) => input.startTime < w.endTime && w.startTime < input.endTime,
  );
  if (overlapping) throw new HttpError(400, '같은 요일에 겹치는 시간이 있습니다.', { startTime: '겹치는 시간대가 있습니다.' });
  const [row] = await db.insert(weekly).values({ ...input, handlerId: actor.userId }).returning({ availId: weekly.availId });
  return row;
}

export async function removeWeekly(actor: Actor, availId: number) {
  const db = await getDb();
  const rows = await db.delete(weekly).where(and(eq(weekly.availId, availId), eq(weekly.handlerId, actor.userId))).returning({ availId: weekly.availId });
  if (!rows.length) throw new HttpError(404, '상담 가능 시간을 찾을 수 없습니다.');
}

export interface ExceptionInput {
  onDate: string;
  kind: 'OFF' | 'EXTRA';
  startTime?: string;
  endTime?: string;
  place?: string;
  note?: string;
}

export async function addException(actor: Actor, input: ExceptionInput, now = new Date()) {
  // A day off or extra hours only mean something from today on (students book from today).
  if (input.onDate < clock.today(now)) throw new HttpError(400, '오늘 이후 날짜를 선택해 주세요.', { onDate: '오늘 이후 날짜를 선택해 주세요.' });
  if (input.kind === 'EXTRA' && (!input.startTime || !input.endTime || input.endTime <= input.startTime)) {
    throw new HttpError(400, '추가 상담 시간의 시작과 끝을 확인해 주세요.', { startTime: '시간을 확인해 주세요.' });
  }
  const db = await getDb();
  const [row] = await db.insert(exceptions).values({ ...input, handlerId: actor.userId }).returning({ excId: exceptions.excId });
  return row;
}

export async function removeException(actor: Actor, excId: number) {
  const db = await getDb();
  const rows = await db.delete(exceptions).where(and(eq(exceptions.excId, excId), eq(exceptions.handlerId, actor.userId))).returning({ excId: exceptions.excId });
  if (!rows.length) throw new HttpError(404, '예외 일정을 찾을 수 없습니다.');
}
