// Learning (subjects, sections, requirements, tracks, competencies, proposals): LEARNING_MANAGER and admins.
import type { RouteRule } from './rules';

const L = '/api/v1/stf/learning';
const read = (route: string, path: string, probe?: false): RouteRule => ({ route: `v1/stf/learning/${route}`, method: 'GET', path: L + path, area: 'learning', action: 'read', ...(probe === false ? { probe } : {}) });
const post = (route: string, path: string, action: 'manage' | 'decide', probe: unknown = {}): RouteRule => ({ route: `v1/stf/learning/${route}`, method: 'POST', path: L + path, area: 'learning', action, probe });

export const rules: RouteRule[] = [
  read('subjects/index', '/subjects'),
  post('subjects/index', '/subjects', 'manage'),
  read('subjects/search', '/subjects/search?keyword=%EA%B8%B0%EC%B4%88'),
  read('subjects/[id]/index', '/subjects/SBJ00001', false),
  post('subjects/[id]/index', '/subjects/SBJ00001', 'manage'),
  post('subjects/[id]/delete', '/subjects/SBJ00001/delete', 'manage', false),
  post('subjects/[id]/use', '/subjects/SBJ00001/use', 'manage', false),
  read('offerings/index', '/offerings'),
  post('offerings/index', '/offerings', 'manage'),
  post('offerings/check', '/offerings/check', 'manage'),
  read('offerings/[id]/index', '/offerings/1', false),
  post('offerings/[id]/index', '/offerings/1', 'manage'),
  post('offerings/[id]/delete', '/offerings/1/delete', 'manage', false),
  read('requirements/index', '/requirements'),
  post('requirements/index', '/requirements', 'manage'),
  read('requirements/[setId]/index', '/requirements/1', false),
  post('requirements/[setId]/index', '/requirements/1', 'manage'),
  post('requirements/[setId]/delete', '/requirements/1/delete', 'manage', false),
  post('requirements/[setId]/rules/index', '/requirements/1/rules', 'manage'),
  post('requirements/[setId]/rules/[ruleId]/index', '/requirements/1/rules/1', 'manage'),
  post('requirements/[setId]/rules/[ruleId]/delete', '/requirements/1/rules/1/delete', 'manage', false),
  read('tracks/index', '/tracks'),
  read('tracks/[trackCd]', '/tracks/TRK01'),
  post('tracks/[trackCd]', '/tracks/TRK01', 'manage'),
  read('tracks/subject-search', '/tracks/subject-search?keyword=%EA%B8%B0%EC%B4%88'),
  read('tracks/applications/index', '/tracks/applications'),
  post('tracks/applications/[id]/review', '/tracks/applications/1/review', 'decide', false),
  read('competencies/questions/index', '/competencies/questions'),
  post('competencies/questions/index', '/competencies/questions', 'manage'),
  post('competencies/questions/[id]', '/competencies/questions/1', 'manage'),
  post('competencies/questions/[id]/use', '/competencies/questions/1/use', 'manage', false),
  read('proposals/index', '/proposals'),
  read('proposals/[id]/index', '/proposals/1', false),
  post('proposals/[id]/[action]', '/proposals/1/approve', 'decide', false),
];
