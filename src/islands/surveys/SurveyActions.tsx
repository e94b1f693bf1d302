// Publishing a draft or closing an open survey, after a confirmation.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Props {
  surveyId: number;
  canPublish: boolean;
  canClose: boolean;
}

export default function SurveyActions({ surveyId, canPublish, canClose }: Props) {
  const [busy, setBusy] = useState(false);
  async function run(action: 'PUBLISH' | 'CLOSE') {
    const question = action === 'PUBLISH' ? '설문을 게시할까요? 학생이 응답하면 문항을 고칠 수 없습니다.' : '설문을 지금 마감할까요? 마감하면 더 이상 응답을 받지 않습니다.';
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/surveys/${surveyId}/status`, { action });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      {canPublish && (
        <Button onClick={() => run('PUBLISH')} disabled={busy} data-testid="publish">
          게시
        </Button>
      )}
      {canClose && (
        <Button variant="outline-danger" onClick={() => run('CLOSE')} disabled={busy} data-testid="close">
          지금 마감
        </Button>
      )}
    </div>
  );
}
