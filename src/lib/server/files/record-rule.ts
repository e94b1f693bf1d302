// A file read rule for a kind of record that holds file groups in one column: the group follows the
// record. Its uploader reads it; otherwise the record's own access rule decides (the area passes it);
// a public group (published with the record) is open to all. The file service itself knows no area.
import type { FileGroupRow, FileReadRule } from './service';

type Viewer = Parameters<FileReadRule['canRead']>[1];

export function recordFileRule<T>(owner: string, carriers: (fileGroupId: number) => Promise<T[]>, mayRead: (viewer: NonNullable<Viewer>, carrier: T, group: FileGroupRow) => Promise<boolean>): FileReadRule {
  return {
    owner,
    async canRead(group, viewer) {
      const found = await carriers(group.fileGroupId);
      if (!found.length) return null;
      if (group.visibility === 'public') return true;
      if (!viewer) return false;
      if (viewer.userId === group.ownerId) return true;
      for (const c of found) if (await mayRead(viewer, c, group)) return true;
      return false;
    },
  };
}
