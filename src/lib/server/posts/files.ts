// Attachments of a post follow the post: a notice for some readers only is not downloadable by
// others, even when its files are public (the file service asks, areas.ts).
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { canRead, type FileReadRule } from '../files/service';
import { canReadPost } from './repository';

export const postFileRule: FileReadRule = {
  owner: 'posts.post',
  async canRead(group, viewer) {
    const db = await getDb();
    const rows = await db.select({ audience: schema.posts.audience }).from(schema.posts).where(eq(schema.posts.fileGroupId, group.fileGroupId));
    if (!rows.length) return null;
    return canRead(group, viewer) && rows.every((r) => canReadPost(r.audience, viewer));
  },
};
