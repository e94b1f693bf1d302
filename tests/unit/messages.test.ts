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
  emit(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
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
});
