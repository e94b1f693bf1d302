// The learning domain's demo data, built in memory from the people (after buildPeople, which fills
// ACADEMIC_TARGETS) and inserted in one go. Rows that others refer to (offerings, programmes,
// questions, requirement sets and rules) get fixed ids; the sequences are moved past them afterwards.
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/lib/server/db/tables';
import { ACADEMIC_TARGETS, type People } from '../people';
import { buildCatalog } from './subjects';
import { competencyRows, hcertiRows, programRows, questionRows } from './competencies';
import { buildOfferings } from './offerings';
import { buildTranscripts } from './transcripts';
import { buildRequirements } from './requirements';
import { buildProfiles } from './profiles';
import { buildActivity, buildTracks } from './tracks';
import { buildStudentActivity } from './activity';

export function buildLearning(people: People) {
  const students = people.users.filter((u) => u.userDiv === 'std').sort((a, b) => Number(a.userId.slice(7)) - Number(b.userId.slice(7)));
  const catalog = buildCatalog();
  const { offerings, rows: offeringRows } = buildOfferings(catalog, people.professors);
  const { enrolments, records } = buildTranscripts(catalog, offerings, students, ACADEMIC_TARGETS);
  const requirements = buildRequirements(catalog);
  const { tracks, trackSubjects } = buildTracks(catalog);
  const activity = buildActivity(catalog, offerings, students, records);
  const studentActivity = buildStudentActivity(students);
  return {
    catalog,
    records,
    geAreas: catalog.areaRows,
    subjects: catalog.rows,
    subjectPrereqs: catalog.prereqRows,
    competencies: competencyRows(),
    subjectCompetencies: catalog.competencyRows,
    competencyPrograms: programRows(),
    competencyQuestions: questionRows(),
    hcertiRequirements: hcertiRows(),
    offerings: offeringRows,
    enrolments,
    ...studentActivity,
    gradRequirementSets: requirements.sets,
    gradRequirementRules: requirements.rules,
    majorProfiles: buildProfiles(catalog),
    tracks,
    trackSubjects,
    trackApplications: activity.applications,
    majorProposals: activity.proposals,
    timetablePlans: activity.plans,
  };
}

type Insert = <T extends PgTable>(table: T, rows: PgInsertValue<T>[], batch?: number) => Promise<void>;

export async function seedLearning(people: People, insert: Insert, execute: (query: SQL) => Promise<unknown>) {
  const d = buildLearning(people);
  await insert(schema.geAreas, d.geAreas);
  await insert(schema.subjects, d.subjects, 500);
  await insert(schema.subjectPrereqs, d.subjectPrereqs, 500);
  await insert(schema.competencies, d.competencies);
  await insert(schema.subjectCompetencies, d.subjectCompetencies, 500);
  await insert(schema.competencyPrograms, d.competencyPrograms);
  await insert(schema.competencyQuestions, d.competencyQuestions);
  await insert(schema.hcertiRequirements, d.hcertiRequirements);
  await insert(schema.offerings, d.offerings, 500);
  await insert(schema.enrolments, d.enrolments, 500);
  await insert(schema.studentAchievements, d.achievements, 500);
  await insert(schema.programCompletions, d.completions, 500);
  await insert(schema.competencyDiagnoses, d.diagnoses, 500);
  await insert(schema.gradRequirementSets, d.gradRequirementSets);
  await insert(schema.gradRequirementRules, d.gradRequirementRules, 500);
  await insert(schema.majorProfiles, d.majorProfiles);
  await insert(schema.tracks, d.tracks);
  await insert(schema.trackSubjects, d.trackSubjects);
  await insert(schema.trackApplications, d.trackApplications);
  await insert(schema.majorProposals, d.majorProposals);
  await insert(schema.timetablePlans, d.timetablePlans);
  // Explicit ids do not advance a serial's sequence: move each past the rows inserted.
  for (const [table, column] of [
    ['offerings', 'offering_id'],
    ['competency_programs', 'program_id'],
    ['competency_questions', 'question_id'],
    ['grad_requirement_sets', 'set_id'],
    ['grad_requirement_rules', 'rule_id'],
  ]) {
    await execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`));
  }
}
