// Who may run a programme (decision 046): a PROGRAM_MANAGER on the programmes that name her as
// manager, a PROGRAM_ADMIN and admins on every one, all through the one permission check. Its own
// module because the programme's management, classroom, tests and check-in all ask it.
import { eq } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { authorize, reachOf } from '../auth/permissions';
import type { Action } from '../../permissions';
import type { Actor } from '../../users';

const { careerPrograms: programs } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NOT_FOUND = '프로그램을 찾을 수 없습니다.';

/**
 * How far the actor's right over programmes reaches for a list or a new programme: every
 * programme, the ones she manages, or 403 (401 logged out) when she holds neither role.
 */
export async function programReach(actor: Actor, action: Action = 'read'): Promise<'all' | 'own'> {
  await authorize(actor, 'programs', action);
  const reach = await reachOf(actor, 'programs', action);
  return reach === 'all' ? 'all' : 'own';
}

/**
 * The programme, when this user may take the action on it; 404 otherwise (the same answer as a
 * missing programme, so ids reveal nothing).
 */
export async function managed(actor: Actor, programId: number, tx?: Tx, lock = false, action: Action = 'manage') {
  const db = tx ?? (await getDb());
  const query = db.select().from(programs).where(eq(programs.programId, programId));
  const [p] = lock ? await query.for('update') : await query;
  if (!p || p.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
  try {
    await authorize(actor, 'programs', action, { managerIds: [p.managerId] });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw new HttpError(404, NOT_FOUND);
    throw err;
  }
  return p;
}

/** A programme, or a record of one, that an office request names in its address. */
export type ProgramRef = { programId: number } | { applId: number } | { testId: number } | { attemptId: number } | { sessionId: number };

const REF_NOT_FOUND = { applId: '신청 내역을 찾을 수 없습니다.', testId: '시험을 찾을 수 없습니다.', attemptId: '응시 기록을 찾을 수 없습니다.', sessionId: '회차를 찾을 수 없습니다.' } as const;

async function programIdOf(ref: ProgramRef): Promise<number | null> {
  if ('programId' in ref) return ref.programId;
  const db = await getDb();
  if ('applId' in ref) {
    const [r] = await db.select({ programId: schema.careerApplications.programId }).from(schema.careerApplications).where(eq(schema.careerApplications.applId, ref.applId));
    return r?.programId ?? null;
  }
  if ('testId' in ref) {
    const [r] = await db.select({ programId: schema.careerTests.programId }).from(schema.careerTests).where(eq(schema.careerTests.testId, ref.testId));
    return r?.programId ?? null;
  }
  if ('attemptId' in ref) {
    const [r] = await db
      .select({ programId: schema.careerTests.programId })
      .from(schema.careerTestAttempts)
      .innerJoin(schema.careerTests, eq(schema.careerTests.testId, schema.careerTestAttempts.testId))
      .where(eq(schema.careerTestAttempts.attemptId, ref.attemptId));
    return r?.programId ?? null;
  }
  const [r] = await db.select({ programId: schema.careerProgramSessions.programId }).from(schema.careerProgramSessions).where(eq(schema.careerProgramSessions.sessionId, ref.sessionId));
  return r?.programId ?? null;
}

/**
 * The office endpoints' check before they read a body: the user may take the action on the
 * programme the address names (directly, or through its application, test, attempt or session).
 * 404, in the record's own words, when it is missing or not hers to run.
 */
export async function mayRun(actor: Actor, ref: ProgramRef, action: Action) {
  const programId = await programIdOf(ref);
  const message = 'programId' in ref ? NOT_FOUND : REF_NOT_FOUND[Object.keys(ref)[0] as keyof typeof REF_NOT_FOUND];
  if (programId === null) throw new HttpError(404, message);
  try {
    return await managed(actor, programId, undefined, false, action);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw new HttpError(404, message);
    throw err;
  }
}
