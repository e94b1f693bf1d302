// Server-sent notification messages for the logged-in user.
import { atom } from 'nanostores';

export interface PushedMessage {
  msgId?: string | number;
  msgTitle?: string;
  msgCont?: string;
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
  const message = payload as PushedMessage;
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
  source.addEventListener('message', onMessage);
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
  connection.removeEventListener('message', onMessage);
  connection.removeEventListener('error', onError);
  connection.close();
  connection = null;
}
