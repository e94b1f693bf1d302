// Applying to a track: pick a track (closed or ineligible ones say why), write the motivation.
// The server checks everything again (window, year, credits, capacity, one live application).
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { MOTIVATION_MAX, MOTIVATION_MIN, TrackApplyInput } from '@/lib/schemas/tracks';
import { checkWith, FieldError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors, FormAlert } from '@/islands/form';

export interface TrackOption {
  trackCd: string;
  korNm: string;
  windowLabel: string;
  applyEndDt: string;
  capacity: number | null;
  seatsTaken: number;
  /** Why the student may not apply now (empty: may apply). */
  refusals: string[];
}

export default function ApplyForm({ options, initial }: { options: TrackOption[]; initial?: string }) {
  // Nothing is chosen for the student unless they came from a track's 신청하기 link.
  const [trackCd, setTrackCd] = useState(options.some((o) => o.trackCd === initial && o.refusals.length === 0) ? initial! : '');
  const [motivation, setMotivation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const picked = useMemo(() => options.find((o) => o.trackCd === trackCd), [options, trackCd]);
  const length = motivation.trim().length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { trackCd, motivation };
    const local = checkWith(TrackApplyInput, body);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post<{ applId: number }>('/api/v1/learnact/track/applications', body);
      window.location.assign(`/user/learnact/track/applymng?applied=${res.data.applId}`);
    } catch (err) {
      // A 409 (already applied, or the last seat just went) names the track field as a 400 does.
      const conflict = err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' ? (err.data as FieldErrors) : {};
      setErrors({ ...serverFieldErrors(err), ...conflict });
      toastFailure(err, '트랙을 신청하지 못했습니다.');
      setBusy(false);
    }
  }

  if (!options.some((o) => o.refusals.length === 0)) {
    return (
      <Alert variant="secondary" className="mb-0" data-testid="no-open-track">
        지금 신청할 수 있는 트랙이 없습니다.
        <ul className="small mb-0 mt-2">
          {options.map((o) => (
            <li key={o.trackCd}>
              {o.korNm}: {o.refusals[0]}
            </li>
          ))}
        </ul>
      </Alert>
    );
  }

  return (
    <Form onSubmit={submit} noValidate data-testid="apply-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="track-apply-track" className="mb-3">
        <Form.Label>신청할 트랙</Form.Label>
        <Form.Select value={trackCd} onChange={(e) => setTrackCd(e.target.value)} {...invalidProps('track-apply-track', errors.trackCd)}>
          <option value="">트랙을 선택해 주세요</option>
          {options.map((o) => (
            <option key={o.trackCd} value={o.trackCd} disabled={o.refusals.length > 0}>
              {o.korNm} ({o.refusals.length ? o.refusals[0] : `${o.windowLabel}, ~${o.applyEndDt}`})
            </option>
          ))}
        </Form.Select>
        <FieldError id="track-apply-track" error={errors.trackCd} />
        {picked && (
          <Form.Text as="p" className="small mb-0" data-testid="picked-track">
            신청 마감 {picked.applyEndDt} · {picked.capacity === null ? '정원 제한 없음' : `정원 ${picked.capacity}명 중 ${picked.seatsTaken}명 신청·승인`} · 마감일까지 취소할 수 있습니다.
          </Form.Text>
        )}
      </Form.Group>
      <Form.Group controlId="track-apply-motivation" className="mb-3">
        <Form.Label>신청 동기</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={MOTIVATION_MAX}
          value={motivation}
          onChange={(e) => setMotivation(e.target.value)}
          placeholder="이 트랙을 신청하는 이유와 이수 계획을 적어 주세요."
          {...invalidProps('track-apply-motivation', errors.motivation)}
        />
        <Form.Text className={length > 0 && length < MOTIVATION_MIN ? 'text-danger small' : 'small'}>
          {length} / {MOTIVATION_MAX}자 ({MOTIVATION_MIN}자 이상)
        </Form.Text>
        <FieldError id="track-apply-motivation" error={errors.motivation} />
      </Form.Group>
      <Button type="submit" disabled={busy}>
        신청하기
      </Button>
    </Form>
  );
}
