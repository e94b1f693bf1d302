// A short-lived in-memory cache for data that is the same for every visitor (notices on the main
// page, the current term, popups). Each instance keeps its own copy for a few seconds, so a change
// shows everywhere within the TTL without any cross-instance invalidation.
const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export const PUBLIC_TTL_MS = 30_000;

export function cached<T>(key: string, fn: () => Promise<T>, ttlMs = PUBLIC_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = fn();
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load must not be served for the whole TTL.
  value.catch(() => entries.delete(key));
  return value;
}

/** Drops cached entries whose key starts with the prefix (after an edit on this instance). */
export function invalidate(prefix: string) {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
