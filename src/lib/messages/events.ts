// The kinds of event on the live message stream. Every message is an event; a message tagged as an
// urgent counselling case is sent as an "urgent" event, which the page shows as an alert that stays
// until it is acknowledged instead of a passing notice. One stream, one store of messages: the kind
// only changes how a message is shown.

/** userDef1 of a message about an urgent counselling case (a student in danger). */
export const URGENT_CASE_TAG = 'CNSL_URGENT';

export type LiveEventKind = 'message' | 'urgent';

export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = ['message', 'urgent'];

export function liveEventKindOf(message: { userDef1?: string | null }): LiveEventKind {
  return message.userDef1 === URGENT_CASE_TAG ? 'urgent' : 'message';
}
