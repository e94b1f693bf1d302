// Approved external activities (with their period and competencies) and approved service hours in
// the history. Drafts, submitted and returned records never appear.
import { activityKindLabel, formatHours } from '../../../extact/rules';
import { approvedActivities } from '../../extact/activities';
import { approvedService } from '../../extact/service';
import type { HistorySource } from './types';

export const extactSource: HistorySource = {
  name: 'extact',
  async load(studentId) {
    const [acts, service] = await Promise.all([approvedActivities(studentId), approvedService(studentId)]);
    return [
      ...acts.map((a) => ({
        key: `extact:${a.activityId}`,
        area: 'CAREER' as const,
        title: a.title,
        date: a.startDt,
        detail: [activityKindLabel(a.kindCd), a.organizer, a.endDt !== a.startDt ? `~ ${a.endDt}` : null].filter(Boolean).join(' · '),
        competencies: a.competencyCds,
        evidenceFileGroupId: a.evidenceFileGroupId,
      })),
      ...service.map((s) => ({
        key: `service:${s.serviceId}`,
        area: 'SERVICE' as const,
        title: `${s.organization} 봉사활동`,
        date: s.startDt,
        detail: [formatHours(s.halfHours / 2), s.endDt !== s.startDt ? `~ ${s.endDt}` : null, s.activity].filter(Boolean).join(' · '),
        competencies: [],
        evidenceFileGroupId: s.evidenceFileGroupId,
      })),
    ];
  },
};
