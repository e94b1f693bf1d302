import { beforeEach, describe, expect, it } from 'vitest';
import { toast, toasts } from '@/lib/ui/toast';

describe('toast queue', () => {
  beforeEach(() => toast.clear());

  it('queues success, error and info notices', () => {
    toast.success('저장되었습니다.');
    toast.error('저장하지 못했습니다.');
    toast.info('첨부자료가 없습니다.');
    expect(toasts.get().map((t) => [t.kind, t.text])).toEqual([
      ['success', '저장되었습니다.'],
      ['error', '저장하지 못했습니다.'],
      ['info', '첨부자료가 없습니다.'],
    ]);
  });

  it('dismisses one notice by id', () => {
    const id = toast.info('하나');
    toast.info('둘');
    toast.dismiss(id);
    expect(toasts.get().map((t) => t.text)).toEqual(['둘']);
  });

  it('does not stack the same notice twice', () => {
    toast.error('같은 오류');
    toast.error('같은 오류');
    expect(toasts.get()).toHaveLength(1);
  });
});
