// Server-sent notification messages for the logged-in user, and the urgent-case alerts among them
// that stay until she acknowledges them.
import { atom } from 'nanostores';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '../messages/events';

export interface PushedMessage {
  msgId?: string | number;
  msgTitle?: string;
  msgCont?: string;
  userDef1?: string | null;
  /** The page the message is about (a path of this site). */
  userDef2?: string | null;
  /** Which event of the stream brought it. */
  kind?: LiveEventKind;
}

export const DEFAULT_MESSAGE_STREAM_URL = '/api/v1/client/dashBoard/user/myDashBoard/getSseConn';

/** Text of the latest pushed message; '' when there is nothing new. */
export const newMessage = atom<string>('');
/** The whole latest message, for islands that also show its title. */
export const latestMessage = atom<PushedMessage | null>(null);

let connection: EventSource | null = null;

function onMessage(event: MessageEvent): void {
  let payload: unknown;
  try {
    payload = JSON.parse(String(event.data));
  } catch (error) {
    // Keep-alive comments never reach here; anything else that is not JSON is a server bug.
    console.error('알림 메시지를 해석하지 못했습니다.', error);
    return;
  }
  if (payload === null || typeof payload !== 'object') return;
  const message: PushedMessage = { ...(payload as PushedMessage), kind: event.type === 'urgent' ? 'urgent' : 'message' };
  latestMessage.set(message);
  newMessage.set(typeof message.msgCont === 'string' ? message.msgCont : '');
}

function onError(): void {
  // EventSource reconnects by itself after network errors; once it gives up (CLOSED, e.g. the
  // session is gone and the server answered with a non-stream response) forget it so a later
  // connectMessageStream call can start over.
  if (connection && connection.readyState === EventSource.CLOSED) {
    disconnectMessageStream();
  }
}

/** Opens the stream once; further calls return the existing connection. */
export function connectMessageStream(url: string = DEFAULT_MESSAGE_STREAM_URL): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  if (connection && connection.readyState !== EventSource.CLOSED) return connection;
  const source = new EventSource(url, { withCredentials: true });
  for (const kind of LIVE_EVENT_KINDS) source.addEventListener(kind, onMessage);
  source.addEventListener('error', onError);
  connection = source;
  return source;
}

export function getMessageStream(): EventSource | null {
  return connection;
}

export function resetNewMessage(): void {
  newMessage.set('');
  latestMessage.set(null);
}

export function disconnectMessageStream(): void {
  if (!connection) return;
  for (const kind of LIVE_EVENT_KINDS) connection.removeEventListener(kind, onMessage);
  connection.removeEventListener('error', onError);
  connection.close();
  connection = null;
}

export interface UrgentAlert {
  msgId: number;
  msgTitle: string;
  msgCont: string;
  /** The case page, already checked to be a path of this site; null when the message has none. */
  href: string | null;
}

/**
 * Urgent alerts not yet acknowledged in this tab. Kept in sessionStorage under the user's id, so they
 * are still there on the next page of the same tab and never shown to someone else who logs in.
 */
export const urgentAlerts = atom<UrgentAlert[]>([]);

let alertsKey: string | null = null;

function storeAlerts(list: UrgentAlert[]) {
  if (!alertsKey) return;
  try {
    if (list.length) sessionStorage.setItem(alertsKey, JSON.stringify(list));
    else sessionStorage.removeItem(alertsKey);
  } catch {
    /* storage refused (private mode): the alerts stay for this page */
  }
}

/** Loads the user's unacknowledged alerts of this tab; call once per page with the logged-in user's id. */
export function restoreUrgentAlerts(userId: string) {
  alertsKey = `urgentAlerts:${userId}`;
  try {
    const raw = sessionStorage.getItem(alertsKey);
    const list = raw ? (JSON.parse(raw) as UrgentAlert[]) : [];
    urgentAlerts.set(Array.isArray(list) ? list.filter((a) => typeof a?.msgId === 'number') : []);
  } catch {
    urgentAlerts.set([]);
  }
}

export function addUrgentAlert(alert: UrgentAlert) {
  const list = urgentAlerts.get();
  if (list.some((a) => a.msgId === alert.msgId)) return;
  const next = [...list, alert];
  urgentAlerts.set(next);
  storeAlerts(next);
}

export function removeUrgentAlert(msgId: number) {
  const next = urgentAlerts.get().filter((a) => a.msgId !== msgId);
  urgentAlerts.set(next);
  storeAlerts(next);
}
