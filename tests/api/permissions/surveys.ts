// Surveys: a survey manager on the surveys naming her (every demo survey is staff1's); new ones by
// any survey manager.
import type { RouteRule } from './rules';

const S = '/api/v1/stf/surveys';
const own = ['staff1'];

export const rules: RouteRule[] = [
  { route: 'v1/stf/surveys/index', method: 'GET', path: S, area: 'surveys', action: 'read' },
  { route: 'v1/stf/surveys/index', method: 'POST', path: S, area: 'surveys', action: 'manage' },
  { route: 'v1/stf/surveys/[surveyId]/index', method: 'GET', path: `${S}/1`, area: 'surveys', action: 'read', managers: own },
  { route: 'v1/stf/surveys/[surveyId]/index', method: 'POST', path: `${S}/1`, area: 'surveys', action: 'manage', managers: own },
  { route: 'v1/stf/surveys/[surveyId]/status', method: 'POST', path: `${S}/1/status`, area: 'surveys', action: 'manage', managers: own },
  { route: 'v1/stf/surveys/[surveyId]/results', method: 'GET', path: `${S}/1/results`, area: 'surveys', action: 'read', managers: own },
  { route: 'v1/stf/surveys/[surveyId]/crosstab', method: 'GET', path: `${S}/1/crosstab`, area: 'surveys', action: 'read', managers: own },
  { route: 'v1/stf/surveys/[surveyId]/export', method: 'GET', path: `${S}/1/export`, area: 'surveys', action: 'export', managers: own },
];
