// Slot labels of the counselling islands.

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** "2026-11-24T10:00:00+09:00" -> "11월 24일 (화) 10:00", read from the string's own wall clock. */
export function slotLabel(iso: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi] = m;
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay()];
  return `${Number(mo)}월 ${Number(d)}일 (${weekday}) ${h}:${mi}`;
}

/** The date part of a slot, for grouping. */
export function slotDate(iso: string) {
  return iso.slice(0, 10);
}
