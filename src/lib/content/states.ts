// Lookup data of content editing, shared by pages, islands and the server: publishing states with
// their names and badge colours, who may read a post, and where readers find each board's posts.
import { USER_DIV_NAMES, USER_DIVS, type UserDiv, divIs } from '../users';
import { badgeClass, type Tone } from '../status';

export const DOC_STATES = ['DRAFT', 'PUBLISHED', 'SCHEDULED', 'UNPUBLISHED'] as const;
export type DocState = (typeof DOC_STATES)[number];

export const DOC_STATE_NAMES: Record<DocState, string> = {
  DRAFT: '임시저장',
  PUBLISHED: '게시 중',
  SCHEDULED: '예약 게시',
  UNPUBLISHED: '게시 중지',
};

export const DOC_STATE_TONES: Record<DocState, Tone> = {
  DRAFT: 'attention',
  PUBLISHED: 'good',
  SCHEDULED: 'progress',
  UNPUBLISHED: 'off',
};

export const REVISION_STATES = ['draft', 'published', 'scheduled'] as const;
export type RevisionState = (typeof REVISION_STATES)[number];
export const REVISION_STATE_NAMES: Record<RevisionState, string> = { draft: '임시저장', published: '게시', scheduled: '예약' };

export const docStateName = (s: string) => DOC_STATE_NAMES[s as DocState] ?? s;
export const docStateBadge = (s: string) => badgeClass(DOC_STATE_TONES, s);
export const revisionStateName = (s: string) => REVISION_STATE_NAMES[s as RevisionState] ?? s;

/** Readers of a post: everyone (ALL), any logged-in user (LOGIN), or some user types. */
export const AUDIENCE_ALL = 'ALL';
export const AUDIENCE_LOGIN = 'LOGIN';
export const AUDIENCE_DIVS = USER_DIVS.filter((d) => d !== 'adm');

/** The posts column value (null: everyone) of the editor's choice. */
export function audienceValue(scope: string, divs: readonly string[]): string | null {
  if (scope === AUDIENCE_LOGIN) return AUDIENCE_LOGIN;
  if (scope === 'DIVS') return AUDIENCE_DIVS.filter((d) => divs.includes(d)).join(',') || null;
  return null;
}

export function audienceLabel(audience: string | null | undefined): string {
  if (!audience) return '전체 공개';
  if (audience === AUDIENCE_LOGIN) return '로그인 사용자';
  return audience
    .split(',')
    .map((d) => USER_DIV_NAMES[d as UserDiv] ?? d)
    .join(', ');
}

/** The career programme guide: the published posts of the ECPGUIDE board, shown to students. */
export const ECP_GUIDE_PATH = '/user/futuredesign/ecpguide';

/** Where readers open a post of a board. */
export function readerPathOf(boardCd: string, postId: number): string {
  if (boardCd === 'ECPGUIDE') return ECP_GUIDE_PATH;
  return boardCd === 'GUIDE' ? `/guide/${postId}` : `/notice/${postId}`;
}

/** The editor pages live under the staff portal and, for admins, the admin portal. */
export function editorBaseOf(userDiv: string): string {
  return divIs(userDiv, 'adm') ? '/adm/content' : '/stf/content';
}
