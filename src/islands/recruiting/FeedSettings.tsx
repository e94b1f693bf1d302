// The private calendar address for phone calendars. The server keeps only a digest of the secret, so
// the full address is shown once, right after it is made; making a new one or revoking it stops the
// old one at once.
import { Button } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format';
import { useFeedAddress, type FeedState } from '@/islands/feed-address';

export default function FeedSettings(props: FeedState) {
  const { state, issued, busy, issue, revoke, copy } = useFeedAddress<{ token: string; url: string }>(props, {
    issuePath: '/api/v1/recruiting/feed',
    revokePath: '/api/v1/recruiting/feed/revoke',
    issued: (data) => ({ hint: data.token.slice(0, 6), createdAt: new Date().toISOString() }),
    askReplace: { title: '구독 주소 다시 만들기', message: '새 주소를 만들면 지금 쓰는 주소는 바로 쓸 수 없게 됩니다. 휴대폰 캘린더에 새 주소를 다시 등록해야 합니다. 계속할까요?', confirmText: '새 주소 만들기' },
    askRevoke: { title: '구독 해지', message: '구독 주소를 해지하면 휴대폰 캘린더에 더 이상 일정이 오지 않습니다. 해지할까요?', confirmText: '해지' },
    copyByHand: '주소를 길게 눌러 직접 복사해 주세요.',
  });
  const url = issued?.url ?? null;

  return (
    <div data-testid="feed">
      <p className="small mb-2">관심 공고의 접수 시작일과 마감일, 상담을 예약한 채용박람회 일정을 휴대폰 캘린더(구글, 애플, 네이버 캘린더)에서 구독할 수 있습니다. 주소를 아는 사람은 누구나 일정을 볼 수 있으니 다른 사람과 공유하지 마세요.</p>
      {url && (
        <div className="alert alert-success small" role="status">
          <label htmlFor="feed-url" className="form-label fw-semibold">새 구독 주소 (지금 한 번만 보입니다)</label>
          <div className="input-group">
            <input id="feed-url" className="form-control" readOnly value={url} data-testid="feed-url" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline-success" onClick={() => void copy()}>복사</Button>
          </div>
        </div>
      )}
      <p className="small text-secondary" data-testid="feed-status">
        {state.active
          ? `사용 중인 주소: ${state.hint}… (만든 때 ${formatDateTime(state.createdAt)}${state.lastUsedAt ? `, 마지막 조회 ${formatDateTime(state.lastUsedAt)}` : ''})`
          : '사용 중인 구독 주소가 없습니다.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={busy} onClick={() => void issue()} data-testid="feed-issue">
          {state.active ? '새 주소 만들기' : '구독 주소 만들기'}
        </Button>
        {state.active && (
          <Button variant="outline-danger" disabled={busy} onClick={() => void revoke()} data-testid="feed-revoke">
            구독 해지
          </Button>
        )}
      </div>
    </div>
  );
}
