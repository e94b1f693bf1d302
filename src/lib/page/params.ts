// Route and query parameters of server-rendered pages, read through the shared building blocks: an
// id out of range or malformed is no record (the page answers 404), a page number is bounded, and a
// search text loses control characters instead of reaching the database.
import * as z from 'zod/mini';
import { CONTROL, id, page } from '../schemas/fields';

/**
 * The query of a list page as its schema reads it. A filter's "전체" choice, an empty date or an
 * empty search box arrive as empty values (`phase=`): they mean "no filter", so they are left out
 * before parsing, and every list schema sees them as missing rather than as a bad choice.
 */
export function queryOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (value.trim() !== '') out[key] = value;
  return out;
}

/** The id of a route segment or query value, or null when it cannot name a record. */
export function idParam(value: string | null | undefined): number | null {
  const r = z.safeParse(id(), value ?? undefined);
  return r.success ? r.data : null;
}

/** The 1-based page of a list (1 when missing or out of bounds). */
export function pageParam(url: URL, name = 'page'): number {
  const r = z.safeParse(page(), url.searchParams.get(name) ?? undefined);
  return r.success ? r.data : 1;
}

/** A search text: trimmed, control characters removed, at most `max` characters. */
export function textParam(url: URL, name: string, max = 50): string {
  return (url.searchParams.get(name) ?? '').replace(new RegExp(CONTROL.source, 'g'), '').replace(/[\n\t]/g, ' ').trim().slice(0, max);
}
