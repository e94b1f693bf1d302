import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: string, type = 'message') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

describe('message stream', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  afterEach(async () => {
    const { disconnectMessageStream, resetNewMessage } = await import('@/lib/stores/messages');
    disconnectMessageStream();
    resetNewMessage();
    vi.unstubAllGlobals();
  });

  it('connects to the dashboard stream once', async () => {
    const { connectMessageStream } = await import('@/lib/stores/messages');
    const first = connectMessageStream();
    const second = connectMessageStream();
    expect(first).toBe(second);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/v1/client/dashBoard/user/myDashBoard/getSseConn');
  });

  it('sets the new message to the parsed msgCont and can reset it', async () => {
    const { connectMessageStream, newMessage, latestMessage, resetNewMessage } = await import('@/lib/stores/messages');
    connectMessageStream();
    FakeEventSource.instances[0]!.emit(JSON.stringify({ msgId: 1, msgTitle: '상담 확정', msgCont: '상담이 확정되었습니다.' }));
    expect(newMessage.get()).toBe('상담이 확정되었습니다.');
    expect(latestMessage.get()).toMatchObject({ msgTitle: '상담 확정' });
    resetNewMessage();
    expect(newMessage.get()).toBe('');
  });

  it('ignores data that is not JSON', async () => {
    const { connectMessageStream, newMessage } = await import('@/lib/stores/messages');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    connectMessageStream();
    FakeEventSource.instances[0]!.emit('not json');
    expect(newMessage.get()).toBe('');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('closes the connection on disconnect, and a later connect opens a new one', async () => {
    const { connectMessageStream, disconnectMessageStream } = await import('@/lib/stores/messages');
    const source = connectMessageStream() as unknown as FakeEventSource;
    disconnectMessageStream();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    connectMessageStream();
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('takes an urgent-case event from the same stream and marks its kind', async () => {
    const { connectMessageStream, latestMessage } = await import('@/lib/stores/messages');
    connectMessageStream();
    FakeEventSource.instances[0]!.emit(JSON.stringify({ msgId: 7, msgTitle: '[긴급] 위기 응답이 있는 상담 신청', msgCont: '방문상담 신청 7번', userDef1: 'CNSL_URGENT', userDef2: '/cnslr/applications/7' }), 'urgent');
    expect(latestMessage.get()).toMatchObject({ msgId: 7, kind: 'urgent', userDef2: '/cnslr/applications/7' });
    FakeEventSource.instances[0]!.emit(JSON.stringify({ msgId: 8, msgTitle: '안내', msgCont: '일반 메시지' }));
    expect(latestMessage.get()).toMatchObject({ msgId: 8, kind: 'message' });
  });
});

describe('urgent alerts', () => {
  afterEach(() => sessionStorage.clear());

  it('are kept per user in the tab until removed, once each', async () => {
    const { addUrgentAlert, removeUrgentAlert, restoreUrgentAlerts, urgentAlerts } = await import('@/lib/stores/messages');
    restoreUrgentAlerts('cnslr9');
    const alert = { msgId: 11, msgTitle: '[긴급]', msgCont: '방문상담 신청 11번', href: '/cnslr/applications/11' };
    addUrgentAlert(alert);
    addUrgentAlert(alert);
    expect(urgentAlerts.get()).toEqual([alert]);
    // The next page of the tab finds it; another user logging in does not.
    restoreUrgentAlerts('student9');
    expect(urgentAlerts.get()).toEqual([]);
    restoreUrgentAlerts('cnslr9');
    expect(urgentAlerts.get()).toEqual([alert]);
    removeUrgentAlert(11);
    restoreUrgentAlerts('cnslr9');
    expect(urgentAlerts.get()).toEqual([]);
  });
});
