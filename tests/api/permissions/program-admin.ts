// The areas of the programme administrator (decision 046): external activity and service reviews,
// badges, showcases, mentoring and online courses: PROGRAM_ADMIN holders and admins.
import type { RouteRule } from './rules';

const S = '/api/v1/stf';

export const rules: RouteRule[] = [
  { route: 'v1/stf/extact/index', method: 'GET', path: `${S}/extact?target=activity`, area: 'extact', action: 'read' },
  { route: 'v1/stf/extact/[target]/[id]/index', method: 'GET', path: `${S}/extact/activity/5`, area: 'extact', action: 'read' },
  { route: 'v1/stf/extact/[target]/[id]/decision', method: 'POST', path: `${S}/extact/activity/5/decision`, area: 'extact', action: 'decide' },

  { route: 'v1/stf/badges/index', method: 'GET', path: `${S}/badges`, area: 'badges', action: 'read' },
  { route: 'v1/stf/badges/index', method: 'POST', path: `${S}/badges`, area: 'badges', action: 'manage' },
  { route: 'v1/stf/badges/students', method: 'GET', path: `${S}/badges/students?keyword=student1`, area: 'badges', action: 'read' },
  { route: 'v1/stf/badges/[badgeId]/index', method: 'GET', path: `${S}/badges/1`, area: 'badges', action: 'read' },
  { route: 'v1/stf/badges/[badgeId]/index', method: 'POST', path: `${S}/badges/1`, area: 'badges', action: 'manage' },
  { route: 'v1/stf/badges/[badgeId]/image', method: 'POST', path: `${S}/badges/1/image`, area: 'badges', action: 'manage' },
  { route: 'v1/stf/badges/[badgeId]/awards', method: 'POST', path: `${S}/badges/1/awards`, area: 'badges', action: 'manage' },
  { route: 'v1/stf/badges/awards/[awardId]/revoke', method: 'POST', path: `${S}/badges/awards/1/revoke`, area: 'badges', action: 'manage' },

  { route: 'v1/stf/portfolio/showcases/[resumeId]', method: 'POST', path: `${S}/portfolio/showcases/1`, area: 'showcases', action: 'manage' },

  { route: 'v1/stf/mentoring/mentors/index', method: 'GET', path: `${S}/mentoring/mentors`, area: 'mentoring', action: 'read' },
  { route: 'v1/stf/mentoring/mentors/[mentorId]/review', method: 'POST', path: `${S}/mentoring/mentors/5/review`, area: 'mentoring', action: 'decide' },
  { route: 'v1/stf/mentoring/sessions/index', method: 'GET', path: `${S}/mentoring/sessions`, area: 'mentoring', action: 'read' },
  { route: 'v1/stf/mentoring/sessions/index', method: 'POST', path: `${S}/mentoring/sessions`, area: 'mentoring', action: 'manage' },
  { route: 'v1/stf/mentoring/sessions/[sessionId]/hide', method: 'POST', path: `${S}/mentoring/sessions/1/hide`, area: 'mentoring', action: 'manage', probe: false },

  { route: 'v1/stf/employrefer/online/index', method: 'GET', path: `${S}/employrefer/online`, area: 'onlineCourses', action: 'read' },
  { route: 'v1/stf/employrefer/online/index', method: 'POST', path: `${S}/employrefer/online`, area: 'onlineCourses', action: 'manage' },
  { route: 'v1/stf/employrefer/online/[courseId]/index', method: 'POST', path: `${S}/employrefer/online/4`, area: 'onlineCourses', action: 'manage' },
  { route: 'v1/stf/employrefer/online/[courseId]/use', method: 'POST', path: `${S}/employrefer/online/4/use`, area: 'onlineCourses', action: 'manage' },
];
