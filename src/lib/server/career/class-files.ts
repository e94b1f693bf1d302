// Attachments of a programme classroom's notices and references follow the classroom: its staff and
// its participants (the file service asks, areas.ts).
import type { FileReadRule } from '../files/service';
import { classroomFileAccess } from './classroom-access';

export const classroomFileRule: FileReadRule = {
  owner: 'career.classroom',
  canRead: (group, viewer) => classroomFileAccess(group.fileGroupId, viewer),
};
