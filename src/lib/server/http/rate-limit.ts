// A small in-process limiter for anonymous writes (menu-use history, view counts): at most `limit`
// events per key within `windowMs`. The map is bounded, so a flood of keys cannot grow memory
// either; each instance counts on its own, which is enough to stop one client from flooding.
const MAX_KEYS = 20_000;

export function createLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  const recentOf = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  const record = (key: string, now = Date.now()) => {
    const recent = recentOf(key, now);
    recent.push(now);
    hits.delete(key);
    hits.set(key, recent);
    // Oldest keys first out (a Map keeps insertion order).
    while (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value!);
  };
  return {
    /** Records one event for the key; false when the key is over its limit (nothing recorded). */
    allow(key: string, now = Date.now()): boolean {
      if (recentOf(key, now).length >= limit) return false;
      record(key, now);
      return true;
    },
    /** Whether the key has reached its limit (nothing recorded): for limits that count failures only. */
    over(key: string, now = Date.now()): boolean {
      return recentOf(key, now).length >= limit;
    },
    /** Records one event (a failure, where only failures count). */
    record,
  };
}
