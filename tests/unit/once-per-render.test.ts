// A load asked for twice while one page is rendered runs once; each caller gets her own copy; a
// write in the render, or no render at all, makes every call load again.
import { describe, expect, it } from 'vitest';
import { noteQuery, oncePerRender, recordingReads } from '../../src/lib/server/db/reads';

function counter() {
  let n = 0;
  return { load: async () => ({ rows: [{ n: ++n }] }), get calls() { return n; } };
}

describe('loads once per render', () => {
  it('runs a load once for the same key within one render, and gives each caller a copy', async () => {
    const c = counter();
    const { value } = await recordingReads(async () => {
      const [a, b] = await Promise.all([oncePerRender('k', c.load), oncePerRender('k', c.load)]);
      a.rows.push({ n: 99 });
      const later = await oncePerRender('k', c.load);
      return { a, b, later };
    });
    expect(c.calls).toBe(1);
    expect(value.b.rows).toEqual([{ n: 1 }]);
    expect(value.later.rows).toEqual([{ n: 1 }]);
  });

  it('loads again for another key, in another render and outside any render', async () => {
    const c = counter();
    await recordingReads(async () => Promise.all([oncePerRender('x', c.load), oncePerRender('y', c.load)]));
    await recordingReads(() => oncePerRender('x', c.load));
    await oncePerRender('x', c.load);
    await oncePerRender('x', c.load);
    expect(c.calls).toBe(5);
  });

  it('loads again after a write in the render', async () => {
    const c = counter();
    const { value } = await recordingReads(async () => {
      await oncePerRender('k', c.load);
      noteQuery('update "users" set "kor_nm" = $1');
      return oncePerRender('k', c.load);
    });
    expect(c.calls).toBe(2);
    expect(value.rows).toEqual([{ n: 2 }]);
  });

  it('does not keep a failed load', async () => {
    let n = 0;
    const flaky = async () => {
      if (++n === 1) throw new Error('away');
      return n;
    };
    const { value } = await recordingReads(async () => {
      await expect(oncePerRender('f', flaky)).rejects.toThrow('away');
      return oncePerRender('f', flaky);
    });
    expect(value).toBe(2);
  });
});
