// Taking a subject out of use, back into use, or deleting it (the server disables instead of
// deleting when the subject has a history, and says so).
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { josa } from '@/lib/text/josa';

interface Props {
  sbjtKeyId: string;
  korNm: string;
  useYn: string;
  /** Anything refers to the subject (enrolments, offerings, tracks, rules, later subjects). */
  used: boolean;
}

export default function SubjectActions({ sbjtKeyId, korNm, useYn, used }: Props) {
  async function setUse(next: 'Y' | 'N') {
    try {
      const res = await api.post(`/api/v1/stf/learning/subjects/${sbjtKeyId}/use`, { useYn: next });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '사용 여부를 바꾸지 못했습니다.');
    }
  }

  async function remove() {
    const ok = await confirmDialog({
      title: '교과목 삭제',
      message: used ? `${josa(korNm, '은/는')} 수강·개설 이력이나 참조가 있어 삭제하지 않고 사용 중지합니다. 계속할까요?` : `${josa(korNm, '을/를')} 삭제할까요? 되돌릴 수 없습니다.`,
      confirmText: used ? '사용 중지' : '삭제',
    });
    if (!ok) return;
    try {
      const res = await api.post<{ deleted: boolean }>(`/api/v1/stf/learning/subjects/${sbjtKeyId}/delete`);
      if (res.data.deleted) window.location.assign('/stf/learning/subjects');
      else reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '교과목을 삭제하지 못했습니다.');
    }
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {useYn === 'Y' ? (
        <Button variant="outline-warning" size="sm" onClick={() => void setUse('N')}>
          사용 중지
        </Button>
      ) : (
        <Button variant="outline-success" size="sm" onClick={() => void setUse('Y')}>
          다시 사용
        </Button>
      )}
      <Button variant="outline-danger" size="sm" onClick={() => void remove()}>
        삭제
      </Button>
    </div>
  );
}
