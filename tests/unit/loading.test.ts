import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loading, loadingDepth, resetLoading, withLoading } from '@/lib/ui/loading';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('withLoading', () => {
  let app: HTMLElement;

  beforeEach(() => {
    resetLoading();
    app = document.createElement('div');
    app.id = 'app';
    document.body.append(app);
  });

  afterEach(() => {
    app.remove();
  });

  it('is on during the call and marks #app', async () => {
    const gate = deferred();
    const call = withLoading(() => gate.promise);
    expect(loading.get()).toBe(true);
    expect(app.getAttribute('data-loading')).toBe('true');
    gate.resolve();
    await call;
    expect(loading.get()).toBe(false);
    expect(app.getAttribute('data-loading')).not.toBe('true');
  });

  it('returns what the call returns', async () => {
    await expect(withLoading(async () => 42)).resolves.toBe(42);
  });

  it('is always off after a call that rejects', async () => {
    await expect(withLoading(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(loading.get()).toBe(false);
    expect(app.getAttribute('data-loading')).not.toBe('true');
    expect(loadingDepth()).toBe(0);
  });

  it('is always off after a call that throws synchronously', async () => {
    await expect(
      withLoading(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(loading.get()).toBe(false);
  });

  it('stays on until the last of overlapping calls ends', async () => {
    const first = deferred();
    const second = deferred();
    const a = withLoading(() => first.promise);
    const b = withLoading(() => second.promise);
    first.resolve();
    await a;
    expect(loading.get()).toBe(true);
    expect(app.getAttribute('data-loading')).toBe('true');
    second.resolve();
    await b;
    expect(loading.get()).toBe(false);
  });

  it('handles nested calls', async () => {
    await withLoading(async () => {
      await withLoading(async () => {
        expect(loadingDepth()).toBe(2);
      });
      expect(loading.get()).toBe(true);
    });
    expect(loading.get()).toBe(false);
  });

  it('works without an #app element', async () => {
    app.remove();
    await withLoading(async () => expect(loading.get()).toBe(true));
    expect(loading.get()).toBe(false);
  });
});
