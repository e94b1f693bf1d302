// The résumé's sections: which ones, in which order (up and down buttons, usable by keyboard and on
// a phone), and whether the contact line heads it. Applying reloads the server-rendered preview;
// the same choices go to the PDF download, so what she sees is what she prints.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { RESUME_SECTION_CODES, SHARE_SECTIONS, type ShareSection } from '@/lib/portfolio/history';

interface Props {
  selected: ShareSection[];
  contact: boolean;
  photo: boolean;
  /** She has a photo on her my page (otherwise the choice is not offered). */
  hasPhoto: boolean;
  /** The saved version being edited, kept in the address. */
  resumeId: number | null;
}

export default function ResumeSections({ selected, contact: initialContact, photo: initialPhoto, hasPhoto, resumeId }: Props) {
  const [order, setOrder] = useState<ShareSection[]>([...selected, ...RESUME_SECTION_CODES.filter((s) => !selected.includes(s))]);
  const [on, setOn] = useState<Set<ShareSection>>(new Set(selected));
  const [contact, setContact] = useState(initialContact);
  const [photo, setPhoto] = useState(initialPhoto);

  const move = (i: number, by: -1 | 1) =>
    setOrder((o) => {
      const next = [...o];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  const toggle = (s: ShareSection) =>
    setOn((cur) => {
      const next = new Set(cur);
      if (next.has(s)) next.delete(s);
      else next.add(s);
      return next;
    });

  function apply() {
    const params = new URLSearchParams({ sections: order.filter((s) => on.has(s)).join(','), contact: contact ? 'Y' : 'N', photo: photo ? 'Y' : 'N' });
    if (resumeId !== null) params.set('resumeId', String(resumeId));
    window.location.assign(`?${params.toString()}`);
  }

  return (
    <div data-testid="resume-sections">
      <ol className="list-group mb-2">
        {order.map((s, i) => (
          <li key={s} className="list-group-item d-flex align-items-center gap-2" data-section={s}>
            <Form.Check type="checkbox" id={`rs-${s}`} label={SHARE_SECTIONS[s].label} checked={on.has(s)} onChange={() => toggle(s)} className="me-auto mb-0" />
            <Button size="sm" variant="outline-secondary" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${SHARE_SECTIONS[s].label} 위로`}>
              ↑
            </Button>
            <Button size="sm" variant="outline-secondary" disabled={i === order.length - 1} onClick={() => move(i, 1)} aria-label={`${SHARE_SECTIONS[s].label} 아래로`}>
              ↓
            </Button>
          </li>
        ))}
      </ol>
      <Form.Check type="checkbox" id="rs-contact" label="이메일·휴대전화 표시" checked={contact} onChange={() => setContact((c) => !c)} className="mb-2" />
      {hasPhoto ? (
        <Form.Check type="checkbox" id="rs-photo" label="사진 표시 (PDF에는 JPG·PNG 사진이 들어갑니다)" checked={photo} onChange={() => setPhoto((p) => !p)} className="mb-2" />
      ) : (
        <p className="small text-secondary mb-2">
          사진을 넣으려면 <a href="/user/mypage">마이페이지</a>에서 사진을 올려 주세요.
        </p>
      )}
      <Button onClick={apply} data-testid="apply-sections">
        미리보기에 적용
      </Button>
    </div>
  );
}
