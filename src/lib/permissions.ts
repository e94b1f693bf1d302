// Who may do what among the office: the permission table of decision 046, as data. One table of
// area x action -> the roles that grant it; the server enforces it through one function
// (src/lib/server/auth/permissions.ts), the menus and pages read it, the admin's role screen shows it.
// No server imports: the admin screens and islands read role names and fits from here.
import { isDiv, type UserDiv } from './users';

/** Roles granted by an admin on top of the user type, each to the user types it fits. */
export const ROLE_DEFS = {
  CONTENT_EDITOR: { name: '콘텐츠 편집자', fits: ['stf'], does: '사이트 가이드, 공지사항, 팝업, 배너, 비교과 이용안내를 작성하고 게시합니다.' },
  PROGRAM_MANAGER: { name: '비교과 프로그램 운영자', fits: ['stf'], does: '비교과 프로그램을 등록하고 자신이 담당하는 프로그램의 신청 심사, 강의실, 시험, 출석, 마감을 맡습니다.' },
  PROGRAM_ADMIN: { name: '비교과 프로그램 관리자', fits: ['stf'], does: '모든 비교과 프로그램과 교외활동·봉사 심사, 디지털 배지, 우수 포트폴리오, 멘토링, 온라인 강좌를 관리합니다.' },
  SCHOLARSHIP_MANAGER: { name: '장학 담당', fits: ['stf'], does: '장학금을 등록하고 자신이 담당하는 장학금의 신청을 심사해 선정합니다.' },
  SCHOLARSHIP_PAYER: { name: '장학금 지급 담당', fits: ['stf'], does: '선정된 장학금의 지급을 기록하고 취소합니다. 자신이 선정한 신청의 지급은 기록할 수 없습니다.' },
  SURVEY_MANAGER: { name: '설문 담당', fits: ['stf'], does: '설문을 만들고 자신이 담당하는 설문의 결과를 보고 내려받습니다.' },
  CLUB_MANAGER: { name: '동아리 담당', fits: ['stf'], does: '동아리를 등록하고 승인하며 임원을 임명합니다.' },
  EXCHANGE_MANAGER: { name: '국제교류 담당', fits: ['stf'], does: '교환학생 모집과 선발, 협정 대학, 외국인 교환학생 등록(교환 기간 동안만 쓰는 계정 포함)을 맡습니다.' },
  RECRUITING_MANAGER: { name: '취업지원 담당', fits: ['stf'], does: '채용공고 승인, 기업, 공모전, 대학원 입시, 채용박람회, 아르바이트, 최저임금을 관리합니다.' },
  STARTUP_MANAGER: { name: '창업지원 담당', fits: ['stf'], does: '창업지원 프로그램, 창업공간, 창업팀 승인, 지원금·멘토링 신청 심사를 맡습니다.' },
  LEARNING_MANAGER: { name: '학사 담당', fits: ['stf'], does: '교과목, 개설강좌, 졸업요건, 트랙, 역량진단 문항, 학생설계전공 심사를 관리합니다.' },
  CNSL_HEAD: { name: '상담센터장', fits: ['cnslr'], does: '긴급 상담 알림과 미확인 긴급 사례의 상향 보고를 받고, 긴급 사례를 열람합니다.' },
} as const satisfies Record<string, { name: string; fits: readonly UserDiv[]; does: string }>;

export type Role = keyof typeof ROLE_DEFS;
export const ROLES = Object.keys(ROLE_DEFS) as Role[];
export const ROLE_NAMES = Object.fromEntries(ROLES.map((r) => [r, ROLE_DEFS[r].name])) as Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_DEFS, value);
}

/** Whether a role may be given to a user of this type (a student is never a counselling head). */
export function roleFits(role: Role, userDiv: string): boolean {
  return (ROLE_DEFS[role].fits as readonly string[]).includes(userDiv);
}

/** What one may do in an area. */
export type Action = 'read' | 'manage' | 'decide' | 'pay' | 'export';
export const ACTION_NAMES: Record<Action, string> = { read: '열람', manage: '등록·수정', decide: '심사·선정', pay: '지급', export: '내려받기' };

/**
 * A grant: the roles that give the action on the records they manage (the record names them as
 * its manager), and the roles that give it on every record. An area without managed records lists
 * its roles under `all`. Admins hold every grant; `adminOnly` areas are the admin's alone.
 */
export interface Grant {
  own?: readonly Role[];
  all?: readonly Role[];
}

export interface AreaDef {
  name: string;
  /** Only admins act here (accounts, menus, audit log, imports). */
  adminOnly?: true;
  actions: Partial<Record<Action, Grant>>;
}

export const AREAS = {
  content: { name: '콘텐츠', actions: { read: { all: ['CONTENT_EDITOR'] }, manage: { all: ['CONTENT_EDITOR'] } } },
  programs: {
    name: '비교과 프로그램',
    actions: {
      read: { own: ['PROGRAM_MANAGER'], all: ['PROGRAM_ADMIN'] },
      manage: { own: ['PROGRAM_MANAGER'], all: ['PROGRAM_ADMIN'] },
      decide: { own: ['PROGRAM_MANAGER'], all: ['PROGRAM_ADMIN'] },
      export: { own: ['PROGRAM_MANAGER'], all: ['PROGRAM_ADMIN'] },
    },
  },
  extact: { name: '교외활동·봉사 심사', actions: { read: { all: ['PROGRAM_ADMIN'] }, decide: { all: ['PROGRAM_ADMIN'] } } },
  badges: { name: '디지털 배지', actions: { read: { all: ['PROGRAM_ADMIN'] }, manage: { all: ['PROGRAM_ADMIN'] } } },
  showcases: { name: '우수 포트폴리오', actions: { read: { all: ['PROGRAM_ADMIN'] }, manage: { all: ['PROGRAM_ADMIN'] } } },
  mentoring: { name: '멘토링', actions: { read: { all: ['PROGRAM_ADMIN'] }, manage: { all: ['PROGRAM_ADMIN'] }, decide: { all: ['PROGRAM_ADMIN'] } } },
  onlineCourses: { name: '온라인 강좌', actions: { read: { all: ['PROGRAM_ADMIN'] }, manage: { all: ['PROGRAM_ADMIN'] } } },
  scholarships: {
    name: '장학',
    actions: {
      // The payer reads the selected applications she pays (amounts, not grades or income).
      read: { own: ['SCHOLARSHIP_MANAGER'], all: ['SCHOLARSHIP_PAYER'] },
      manage: { own: ['SCHOLARSHIP_MANAGER'] },
      decide: { own: ['SCHOLARSHIP_MANAGER'] },
      // Separation of duties: the one who selected an application never records its payment
      // (checked on the record, admins included).
      pay: { all: ['SCHOLARSHIP_PAYER'] },
      export: { own: ['SCHOLARSHIP_MANAGER'] },
    },
  },
  clubs: { name: '동아리', actions: { read: { all: ['CLUB_MANAGER'] }, manage: { all: ['CLUB_MANAGER'] }, decide: { all: ['CLUB_MANAGER'] } } },
  exchange: {
    name: '교환학생',
    actions: { read: { all: ['EXCHANGE_MANAGER'] }, manage: { all: ['EXCHANGE_MANAGER'] }, decide: { all: ['EXCHANGE_MANAGER'] }, export: { all: ['EXCHANGE_MANAGER'] } },
  },
  surveys: {
    name: '설문',
    actions: { read: { own: ['SURVEY_MANAGER'] }, manage: { own: ['SURVEY_MANAGER'] }, export: { own: ['SURVEY_MANAGER'] } },
  },
  recruiting: {
    name: '채용정보',
    actions: { read: { all: ['RECRUITING_MANAGER'] }, manage: { all: ['RECRUITING_MANAGER'] }, decide: { all: ['RECRUITING_MANAGER'] }, export: { all: ['RECRUITING_MANAGER'] } },
  },
  startup: {
    name: '창업지원',
    actions: { read: { all: ['STARTUP_MANAGER'] }, manage: { all: ['STARTUP_MANAGER'] }, decide: { all: ['STARTUP_MANAGER'] }, export: { all: ['STARTUP_MANAGER'] } },
  },
  learning: {
    name: '학사·교육과정',
    actions: { read: { all: ['LEARNING_MANAGER'] }, manage: { all: ['LEARNING_MANAGER'] }, decide: { all: ['LEARNING_MANAGER'] } },
  },
  accounts: { name: '계정·역할', adminOnly: true, actions: { read: {}, manage: {} } },
  menus: { name: '메뉴', adminOnly: true, actions: { manage: {} } },
  audit: { name: '감사 기록', adminOnly: true, actions: { read: {} } },
  imports: { name: '학사 연계', adminOnly: true, actions: { read: {}, manage: {} } },
  notifications: { name: '알림 메일', adminOnly: true, actions: { read: {}, manage: {} } },
} as const satisfies Record<string, AreaDef>;

export type Area = keyof typeof AREAS;
export type AreaAction<A extends Area> = keyof (typeof AREAS)[A]['actions'] & Action;

/** Who holds what: the user type and the roles granted to the user. */
export interface Holder {
  userId: string;
  userDiv: string;
  roles: readonly string[];
}

/**
 * How far a holder's right reaches in an area: every record, the records she manages, or none.
 * Admins reach every record of every area. Only office accounts (staff and admins) hold area
 * rights: a role row left on another user type grants nothing.
 */
export function reach(holder: Holder | null | undefined, area: Area, action: Action): 'all' | 'own' | 'none' {
  if (!holder) return 'none';
  const def: AreaDef = AREAS[area];
  const grant = def.actions[action];
  if (!grant) return 'none';
  if (isDiv(holder, 'adm')) return 'all';
  if (def.adminOnly || !isDiv(holder, 'stf')) return 'none';
  const has = (roles: readonly Role[] | undefined) => !!roles?.some((r) => holder.roles.includes(r));
  if (has(grant.all)) return 'all';
  if (has(grant.own)) return 'own';
  return 'none';
}

/** A record's managers: the staff it names (a scholarship's or survey's manager, a programme's staff). */
export interface Managed {
  managerIds: readonly (string | null | undefined)[];
}

/** May the holder take the action in the area, on this record when one is given? */
export function allows(holder: Holder | null | undefined, area: Area, action: Action, record?: Managed): boolean {
  const r = reach(holder, area, action);
  if (r === 'all') return true;
  if (r === 'none') return false;
  return !record || record.managerIds.includes(holder!.userId);
}

/**
 * The staff pages and what opening them asks for, by path prefix (the longest prefix wins). A page
 * under /stf with no rule here is open to every office account (home, messages). The menus show an
 * entry exactly when its page opens.
 */
export const PAGE_RULES: readonly { prefix: string; area: Area; action: Action }[] = [
  { prefix: '/stf/content', area: 'content', action: 'read' },
  { prefix: '/stf/career', area: 'programs', action: 'read' },
  { prefix: '/stf/extact', area: 'extact', action: 'read' },
  { prefix: '/stf/badges', area: 'badges', action: 'read' },
  { prefix: '/stf/portfolio/showcases', area: 'showcases', action: 'read' },
  { prefix: '/stf/mentoring', area: 'mentoring', action: 'read' },
  { prefix: '/stf/employrefer/online', area: 'onlineCourses', action: 'read' },
  { prefix: '/stf/scholarships', area: 'scholarships', action: 'read' },
  // The payer reads the applications she pays, but does not make scholarships.
  { prefix: '/stf/scholarships/new', area: 'scholarships', action: 'manage' },
  { prefix: '/stf/clubs', area: 'clubs', action: 'read' },
  { prefix: '/stf/exchange', area: 'exchange', action: 'read' },
  { prefix: '/stf/surveys', area: 'surveys', action: 'read' },
  { prefix: '/stf/recruiting', area: 'recruiting', action: 'read' },
  { prefix: '/stf/recruiting/startup', area: 'startup', action: 'read' },
  { prefix: '/stf/learning', area: 'learning', action: 'read' },
  { prefix: '/adm/accounts', area: 'accounts', action: 'read' },
  { prefix: '/adm/menus', area: 'menus', action: 'manage' },
  { prefix: '/adm/audit', area: 'audit', action: 'read' },
  { prefix: '/adm/imports', area: 'imports', action: 'read' },
  { prefix: '/adm/notifications', area: 'notifications', action: 'read' },
];

function underPrefix(path: string, prefix: string) {
  return path === prefix || path.startsWith(prefix + '/');
}

/** The rule of a staff or admin page, or null when any office account may open it. */
export function pageRuleOf(path: string) {
  let best: (typeof PAGE_RULES)[number] | null = null;
  for (const rule of PAGE_RULES) if (underPrefix(path, rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  return best;
}

/** May the holder open the page? (Its records are checked again by the page and its calls.) */
export function mayOpen(holder: Holder | null | undefined, path: string): boolean {
  const rule = pageRuleOf(path);
  return !rule || reach(holder, rule.area, rule.action) !== 'none';
}

/** The roles that give the action in the area (on some records or all), for the screens that say who may. */
export function rolesGranting(area: Area, action: Action): Role[] {
  const grant: Grant | undefined = (AREAS[area] as AreaDef).actions[action];
  const granting: readonly Role[] = [...(grant?.all ?? []), ...(grant?.own ?? [])];
  return ROLES.filter((r) => granting.includes(r));
}

/** Who may open a page, in words ("장학 담당, 장학금 지급 담당"), or null when any office account may. */
export function pageRolesText(path: string): string | null {
  const rule = pageRuleOf(path);
  if (!rule) return null;
  const roles = rolesGranting(rule.area, rule.action);
  return roles.length ? roles.map((r) => ROLE_NAMES[r]).join(', ') : '관리자';
}
