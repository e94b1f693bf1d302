// Digital badges in the history: every valid badge, dated the day it was issued. Hidden badges
// stay in the student's own history (it is private); shares do not carry this area.
import { shownBadgesOf } from '../../badges/awards';
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
    }));
  },
};
