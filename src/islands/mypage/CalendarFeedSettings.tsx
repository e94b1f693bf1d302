// Her personal calendar address: make it, make a new one (the old one stops at once) or revoke it.
// The server keeps only a digest of the secret, so the full address shows once, right after it is made.
import { Button } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format';
import { useFeedAddress, type FeedState } from '@/islands/feed-address';

interface Issued {
  url: string;
  webcal: string;
  hint: string;
  createdAt: string;
}

export default function CalendarFeedSettings(props: FeedState) {
  const { state, issued, busy, issue, revoke, copy } = useFeedAddress<Issued>(props, {
    issuePath: '/api/v1/mypage/calendar',
    revokePath: '/api/v1/mypage/calendar/revoke',
    issued: (data) => ({ hint: data.hint, createdAt: data.createdAt }),
    askReplace: {
      title: '새 구독 주소 만들기',
      message: '새 주소를 만들면 지금 쓰는 주소는 바로 끊기고, 그 주소로 구독한 캘린더에는 일정이 더 오지 않습니다. 휴대폰에 새 주소를 다시 추가해야 합니다. 계속할까요?',
      confirmText: '새 주소 만들기',
    },
    askRevoke: { title: '구독 해지', message: '해지하면 이 주소로 구독한 캘린더에 더 이상 일정이 오지 않습니다. 해지할까요?', confirmText: '해지' },
    copyByHand: '주소 칸을 길게 눌러 직접 복사해 주세요.',
  });

  return (
    <div data-testid="calendar-feed">
      {issued && (
        <div className="alert alert-success" role="status">
          <label htmlFor="calendar-feed-url" className="form-label fw-semibold">내 구독 주소 (지금 한 번만 보입니다)</label>
          <div className="input-group mb-2">
            <input id="calendar-feed-url" className="form-control" readOnly value={issued.url} data-testid="calendar-feed-url" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="success" onClick={() => void copy()} data-testid="calendar-feed-copy">
              복사
            </Button>
          </div>
          <a className="btn btn-outline-success btn-sm" href={issued.webcal} data-testid="calendar-feed-webcal">
            이 기기의 캘린더 앱에서 열기
          </a>
          <p className="small mb-0 mt-2">이 화면을 떠나면 주소를 다시 볼 수 없습니다. 잃어버렸다면 새 주소를 만드세요.</p>
        </div>
      )}
      <p className="small text-secondary" data-testid="calendar-feed-status">
        {state.active
          ? `사용 중인 주소: ${state.hint}… (만든 때 ${formatDateTime(state.createdAt)}${state.lastUsedAt ? `, 마지막 조회 ${formatDateTime(state.lastUsedAt)}` : ', 아직 조회 없음'})`
          : '사용 중인 구독 주소가 없습니다.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={busy} onClick={() => void issue()} data-testid="calendar-feed-issue">
          {state.active ? '새 주소 만들기' : '구독 주소 만들기'}
        </Button>
        {state.active && (
          <Button variant="outline-danger" disabled={busy} onClick={() => void revoke()} data-testid="calendar-feed-revoke">
            구독 해지
          </Button>
        )}
      </div>
    </div>
  );
}
