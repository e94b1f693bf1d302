// Who edits content: those the permission table lets manage the content area (decision 046) —
// staff holding CONTENT_EDITOR, and admins.
import { authorize, can } from '../auth/permissions';
import type { Actor } from '../../users';

export async function isContentEditor(user: Pick<Actor, 'userId' | 'userDiv'> | null | undefined): Promise<boolean> {
  return can(user, 'content', 'manage');
}

export async function requireEditor(user: Pick<Actor, 'userId' | 'userDiv'>) {
  await authorize(user, 'content', 'manage');
}
