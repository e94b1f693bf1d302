// A small in-process limiter for anonymous writes (menu-use history, view counts): at most `limit`
// events per key within `windowMs`. The map is bounded, so a flood of keys cannot grow memory
// either; each instance counts on its own, which is enough to stop one client from flooding.
const MAX_KEYS = 20_000;

export function createLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records one event for the key; false when the key is over its limit (nothing recorded). */
    allow(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Oldest keys first out (a Map keeps insertion order).
      while (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value!);
      return true;
    },
  };
}
