// Employment reference demo data: student1 took the career interest test twice (spring and this
// autumn; her interests moved from investigative towards social and enterprising), and keeps one
// cover-letter draft (지원동기) with two versions.
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/schema';
import { ITEMS, RIASEC_TYPES, scoreAnswers, topCode, type RiasecType } from '../../src/lib/employrefer/riasec';
import { countText } from '../../src/lib/employrefer/count';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A complete answer set: the eight answers of each type, in item order. */
function answerSet(per: Record<RiasecType, number[]>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of ITEMS) out[item.id] = per[item.type][Number(item.id.slice(1)) - 1];
  return out;
}

const TESTS: { date: string; time: string; per: Record<RiasecType, number[]> }[] = [
  {
    date: '2026-03-12',
    time: '14:20',
    per: {
      R: [2, 2, 3, 2, 1, 3, 2, 2],
      I: [5, 4, 5, 4, 4, 5, 4, 4],
      A: [4, 3, 4, 4, 3, 4, 3, 3],
      S: [4, 4, 3, 4, 4, 3, 3, 4],
      E: [2, 3, 3, 2, 3, 2, 2, 3],
      C: [3, 3, 3, 4, 3, 4, 3, 3],
    },
  },
  {
    date: '2026-11-02',
    time: '10:05',
    per: {
      R: [2, 1, 2, 2, 1, 3, 2, 2],
      I: [4, 3, 4, 4, 3, 4, 4, 3],
      A: [3, 3, 4, 3, 3, 4, 3, 3],
      S: [5, 5, 4, 5, 4, 4, 4, 5],
      E: [4, 4, 4, 3, 4, 4, 3, 4],
      C: [3, 3, 3, 3, 3, 4, 3, 3],
    },
  },
];

const DRAFT_V1 = '저는 사람의 이야기를 듣고 변화를 돕는 일에 보람을 느낍니다. 교육 봉사를 하며 이 일을 직업으로 삼고 싶다는 생각을 하게 되었습니다.';
const DRAFT_V2 = `${DRAFT_V1}\n\n특히 2학년 때 지역 아동센터에서 1년 동안 학습 멘토로 활동하며, 한 학생의 성적보다 자신감이 먼저 자란다는 것을 보았습니다. 귀사의 청소년 진로 교육 사업에서 이 경험을 살리고 싶어 지원했습니다.`;

export async function seedEmployrefer(tx: Tx) {
  for (const t of TESTS) {
    const answers = answerSet(t.per);
    const scores = scoreAnswers(answers);
    await tx.insert(schema.careerTestResults).values({ studentId: 'student1', testDt: t.date, scores, topCode: topCode(scores), answers, createdAt: kst(t.date, t.time) });
  }
  const [draft] = await tx
    .insert(schema.coverLetterDrafts)
    .values({ studentId: 'student1', questionCd: 'MOTIVE', title: '청소년 교육재단 하반기 공채', createdAt: kst('2026-11-10', '21:00'), updatedAt: kst('2026-11-15', '22:30') })
    .returning();
  for (const [i, [content, date, time]] of ([[DRAFT_V1, '2026-11-10', '21:00'], [DRAFT_V2, '2026-11-15', '22:30']] as const).entries()) {
    const c = countText(content);
    await tx.insert(schema.coverLetterVersions).values({ draftId: draft.draftId, versionNo: i + 1, content, charCnt: c.withSpaces, charNoSpaceCnt: c.withoutSpaces, byteCnt: c.bytes, createdAt: kst(date, time) });
  }
}

