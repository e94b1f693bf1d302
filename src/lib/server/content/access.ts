// Who edits content: staff holding the CONTENT_EDITOR role (granted by an admin), and admins.
import { hasRole } from '../auth/roles';
import { HttpError } from '../http/respond';
import type { Actor } from '../../users';

export async function isContentEditor(user: Pick<Actor, 'userId' | 'userDiv'> | null | undefined): Promise<boolean> {
  if (!user) return false;
  if (user.userDiv === 'adm') return true;
  return user.userDiv === 'stf' && (await hasRole(user.userId, 'CONTENT_EDITOR'));
}

export async function requireEditor(user: Pick<Actor, 'userId' | 'userDiv'>) {
  if (!(await isContentEditor(user))) throw new HttpError(403, '콘텐츠 편집 권한이 없습니다. 관리자에게 콘텐츠 편집자 역할을 요청해 주세요.');
}
