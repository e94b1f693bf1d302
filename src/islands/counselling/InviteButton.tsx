// 면담 요청: a system message inviting an advisee to book professor counselling.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '../form';

export const PROF_CNSL_PAGE = '/user/colglife/generalcnsl/profcnsl';

export default function InviteButton({ studentId, studentNm, profNm }: { studentId: string; studentNm: string; profNm: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function invite() {
    const ok = await confirmDialog({
      title: '면담 요청',
      message: `${studentNm}(${studentId}) 학생에게 면담 요청 메시지를 보낼까요? 학생은 교수상담 메뉴에서 면담 시간을 골라 신청합니다.`,
      confirmText: '보내기',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await api.post('/api/v1/cmmn/sendSystemMsg', {
        msgType: 'MSG_TYPE01',
        recvIdArr: [studentId],
        msgTitle: '[교수상담] 지도교수 면담 요청',
        msgCont: `${profNm} 교수님이 면담을 요청했습니다. 학생지원포털 대학생활 > 일반상담 > 교수상담(${PROF_CNSL_PAGE})에서 편한 시간을 골라 신청해 주세요.`,
        userDef1: 'CNSL',
        userDef2: PROF_CNSL_PAGE,
      });
      setSent(true);
      toast.success(`${studentNm} 학생에게 면담 요청을 보냈습니다.`);
    } catch (err) {
      toastFailure(err, '면담 요청을 보내지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant={sent ? 'outline-success' : 'outline-primary'} className="text-nowrap" onClick={invite} disabled={busy} aria-label={`${studentNm} 학생에게 면담 요청`}>
      {sent ? '요청 보냄' : '면담 요청'}
    </Button>
  );
}
