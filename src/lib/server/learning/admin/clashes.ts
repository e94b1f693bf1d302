// Which sections of a term clash with a new one, by room or by professor. Pure, so it is unit tested.
import { slotLabel, slotsOverlap, type TimeSlot } from '../../../schemas/learning-admin';

/** Rooms are typed by hand: "공학관 301" and "공학관  301 " are the same room. */
export const normaliseRoom = (room: string) => room.trim().replace(/\s+/g, ' ');

export interface Clash {
  kind: 'ROOM' | 'PROF';
  offeringId: number;
  label: string;
  slot: string;
}

/** Which other sections of the term clash with these times: the same room is refused, a busy professor only warned. */
export function findClashes(
  input: { room: string; profUserId: string; times: TimeSlot[] },
  others: { offeringId: number; sbjtCd: string; korNm: string; section: string; room: string | null; profUserId: string | null; times: TimeSlot[] }[],
) {
  const refuse: (Clash & { index: number })[] = [];
  const warn: Clash[] = [];
  const room = normaliseRoom(input.room);
  for (const o of others) {
    const label = `${o.korNm}(${o.sbjtCd}-${o.section})`;
    const sameRoom = o.room != null && normaliseRoom(o.room) === room;
    input.times.forEach((t, index) => {
      for (const ot of o.times) {
        if (!slotsOverlap(t, ot)) continue;
        // One room cannot hold two classes at once, even for part of a block: that is a double booking.
        if (sameRoom) refuse.push({ kind: 'ROOM', offeringId: o.offeringId, label, slot: `${slotLabel(t)} / ${slotLabel(ot)}`, index });
        if (o.profUserId && o.profUserId === input.profUserId) warn.push({ kind: 'PROF', offeringId: o.offeringId, label, slot: `${slotLabel(t)} / ${slotLabel(ot)}` });
      }
    });
  }
  return { refuse, warn };
}

