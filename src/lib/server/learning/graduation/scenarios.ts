// Saved what-ifs of the graduation simulation: at most 10 per student, names unique per student,
// each visible and removable by its owner only.
import { and, asc, count, eq } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http/respond';
import { MAX_SCENARIOS, type Scenario, type WhatIf } from '../../../schemas/learning-grad';
import { checkWhatIf, runMany, type SimulationView } from './service';

const { gradScenarios } = schema;

export interface SavedScenario {
  scenarioId: number;
  name: string;
  params: WhatIf;
  createdAt: Date;
  result: SimulationView;
}

/** The student's scenarios, oldest first, each evaluated against the transcript as it is today. */
export async function listScenarios(studentId: string): Promise<SavedScenario[]> {
  const db = await getDb();
  const rows = await db.select().from(gradScenarios).where(eq(gradScenarios.studentId, studentId)).orderBy(asc(gradScenarios.createdAt), asc(gradScenarios.scenarioId));
  const params = rows.map((r) => ({ ...r.params, plannedSbjtKeyIds: r.params.plannedSbjtKeyIds ?? [] }) as WhatIf);
  const results = await runMany(studentId, params);
  return rows.map((r, i) => ({ scenarioId: r.scenarioId, name: r.name, params: params[i], createdAt: r.createdAt, result: results[i] }));
}

export async function saveScenario(studentId: string, input: Scenario): Promise<{ scenarioId: number; name: string }> {
  const { name, ...whatIf } = input;
  await checkWhatIf(studentId, whatIf);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // Serialise saves of one student so two at once cannot both pass the limit.
      await tx.select({ id: schema.users.userId }).from(schema.users).where(eq(schema.users.userId, studentId)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(gradScenarios).where(eq(gradScenarios.studentId, studentId));
      if (n >= MAX_SCENARIOS) throw new HttpError(400, `시나리오는 ${MAX_SCENARIOS}개까지 저장할 수 있습니다. 안 쓰는 시나리오를 지운 뒤 저장해 주세요.`, { name: `최대 ${MAX_SCENARIOS}개` });
      const params = { ...whatIf, plannedSbjtKeyIds: [...new Set(whatIf.plannedSbjtKeyIds)] };
      const [row] = await tx.insert(gradScenarios).values({ studentId, name, params }).returning({ scenarioId: gradScenarios.scenarioId, name: gradScenarios.name });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(400, '같은 이름의 시나리오가 있습니다. 다른 이름을 입력해 주세요.', { name: '같은 이름의 시나리오가 있습니다.' });
    throw err;
  }
}

/** Deletes the student's own scenario: 404 when it does not exist, 403 when it is someone else's. */
export async function deleteScenario(studentId: string, scenarioId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ studentId: gradScenarios.studentId }).from(gradScenarios).where(eq(gradScenarios.scenarioId, scenarioId));
  // Someone else's scenario is not found, exactly like one that does not exist.
  if (!row || row.studentId !== studentId) throw new HttpError(404, '시나리오를 찾을 수 없습니다.');
  await db.delete(gradScenarios).where(and(eq(gradScenarios.scenarioId, scenarioId), eq(gradScenarios.studentId, studentId)));
}
