// The start button of a test: asks once (one attempt, the clock starts), then opens the sheet.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toastFailure } from '@/islands/form';

export default function StartTest({ testId, doHref, durationMin }: { testId: number; doHref: string; durationMin: number }) {
  const [busy, setBusy] = useState(false);
  async function start() {
    const yes = await confirmDialog({
      title: '시험 시작',
      message: `시작하면 ${durationMin}분 제한 시간이 바로 흐르며, 시험은 한 번만 볼 수 있습니다. 시작할까요?`,
      confirmText: '시작',
    });
    if (!yes) return;
    setBusy(true);
    try {
      await api.post(`/api/v1/career/tests/${testId}/start`);
      window.location.assign(doHref);
    } catch (err) {
      toastFailure(err, '시험을 시작하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant="primary" disabled={busy} onClick={start} data-testid="start-test">
      시험 시작
    </Button>
  );
}
