// Who may answer a satisfaction survey of a service whose own records are private (counselling):
// the service writes one row per student and service when her case is closed, and the survey
// area reads only this table. A row holds no case, no counsellor and no time, so nothing the
// survey office sees can lead back to the counselling records.
import { pgTable, text, primaryKey, index } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** refType/refId name the service as a satisfaction survey's reference does, e.g. ('counselling_kind', 'PERSON'). */
export const surveyEligibility = pgTable(
  'survey_eligibility',
  {
    refType: text().notNull(),
    refId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.userId),
  },
  (t) => [primaryKey({ columns: [t.refType, t.refId, t.userId] }), index().on(t.userId)],
);
