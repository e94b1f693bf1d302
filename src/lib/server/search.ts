// One search over menus, notices and guides. Korean substring matching with LIKE, served by the
// pg_trgm GIN indexes for terms of three characters or more.
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { getDb, schema } from './db';
import { likeTerm } from './org/repository';

const { menus, posts } = schema;

export async function searchPortal(term: string, userDiv: string, limit = 20) {
  const db = await getDb();
  const like = likeTerm(term);
  const [menuHits, postHits] = await Promise.all([
    db
      .select({ menuId: menus.menuId, menuNm: menus.menuNm, menuUrl: menus.menuUrl, description: menus.description })
      .from(menus)
      .where(and(eq(menus.userDiv, userDiv), eq(menus.useYn, 'Y'), or(ilike(menus.menuNm, like), ilike(menus.description, like))))
      .limit(limit),
    db
      .select({ postId: posts.postId, boardCd: posts.boardCd, title: posts.title, contentText: posts.contentText, category: posts.category, createdAt: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.useYn, 'Y'), or(eq(posts.boardCd, 'NOTICE'), eq(posts.boardCd, 'GUIDE'), eq(posts.boardCd, 'PROGRAM')), or(ilike(posts.title, like), ilike(posts.contentText, like))))
      .orderBy(desc(posts.createdAt))
      .limit(limit),
  ]);
  return {
    menus: menuHits.filter((m) => m.menuUrl),
    notices: postHits.filter((p) => p.boardCd !== 'GUIDE').map((p) => ({ ...p, snippet: snippet(p.contentText, term) })),
    guides: postHits.filter((p) => p.boardCd === 'GUIDE').map((p) => ({ ...p, snippet: snippet(p.contentText, term) })),
  };
}

/** A short excerpt around the first match, so the result shows why it matched. */
export function snippet(text: string, term: string, radius = 40) {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return text.slice(0, radius * 2);
  const start = Math.max(0, at - radius);
  return (start > 0 ? '…' : '') + text.slice(start, at + term.length + radius) + (at + term.length + radius < text.length ? '…' : '');
}
