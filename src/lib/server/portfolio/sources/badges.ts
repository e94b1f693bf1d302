// Digital badges in the history: every valid badge, dated the day it was issued, with its public
// verification page. A badge she hid stays in her own history (it is private) but is marked hidden,
// so shares and résumés leave it out.
import { shownBadgesOf, verifyPathOf } from '../../badges/awards';
import { seoulDateOf } from '../../../calendar';
import type { HistorySource } from './types';

export const badgesSource: HistorySource = {
  name: 'badges',
  async load(studentId) {
    const rows = await shownBadgesOf(studentId);
    return rows.map((b) => ({
      key: `badge:${b.awardId}`,
      area: 'BADGE' as const,
      title: `${b.badgeNm} 배지`,
      date: seoulDateOf(b.issuedAt),
      detail: b.criteria,
      competencies: [],
      hidden: b.hidden,
      verifyPath: verifyPathOf(b.verifyCode),
    }));
  },
};
