// The columns that identify and classify a subject, selected by most subject lists: one object so that
// every list returns them under the same names. Spread it into a select: `{ ...subjectCore, ... }`.
import { schema } from '../db';

const { subjects } = schema;

export const subjectCore = {
  sbjtKeyId: subjects.sbjtKeyId,
  sbjtCd: subjects.sbjtCd,
  korNm: subjects.korNm,
  credits: subjects.credits,
  category: subjects.category,
  deptCd: subjects.deptCd,
};
