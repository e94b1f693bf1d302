// Compose a system message (MSG_TYPE01): pick students from getUserList, then sendSystemMsg.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row, Badge, ListGroup } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { formatTotal } from '@/lib/format';

interface Student {
  userId: string;
  korNm: string;
  hakguaNm: string | null;
  majorNm: string | null;
  gradeCd: string | null;
}

interface Found {
  list: Student[];
  totalCnt: number;
  totalCapped: boolean;
}

/**
 * scope "advisees": a professor's own advisees (the server enforces it); "all": any student.
 * `initial`: the first list, read by the page on the server, so the form is complete before its code
 * loads (client:interaction); without it the advisees are looked up when the form mounts.
 */
export default function SendMessageForm({ scope, initial }: { scope: 'advisees' | 'all'; initial?: Found }) {
  const [keyword, setKeyword] = useState('');
  const [gradeCd, setGradeCd] = useState('');
  const [found, setFound] = useState<Student[]>(initial?.list ?? []);
  const [total, setTotal] = useState({ totalCnt: initial?.totalCnt ?? 0, totalCapped: initial?.totalCapped ?? false });
  const [picked, setPicked] = useState<Student[]>([]);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function search(e?: FormEvent) {
    e?.preventDefault();
    try {
      const res = await api.get<Found>('/api/v1/cmmn/getUserList', { searchKeyword: keyword || undefined, gradeCd: gradeCd || undefined, size: 50 }, { silent: true });
      setFound(res.data.list);
      setTotal({ totalCnt: res.data.totalCnt, totalCapped: res.data.totalCapped });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '학생 목록을 불러오지 못했습니다.');
    }
  }

  useEffect(() => {
    if (scope === 'advisees' && !initial) void search();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (s: Student) => setPicked((p) => (p.some((x) => x.userId === s.userId) ? p.filter((x) => x.userId !== s.userId) : [...p, s]));

  async function send(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!picked.length) local.recvIdArr = '받는 사람을 선택해 주세요.';
    if (!title.trim()) local.msgTitle = '제목을 입력해 주세요.';
    if (!content.trim()) local.msgCont = '내용을 입력해 주세요.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    try {
      const res = await api.post<{ recvCnt: number }>('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: picked.map((p) => p.userId), msgTitle: title.trim(), msgCont: content.trim() });
      toast.success(`${res.data.recvCnt}명에게 메시지를 보냈습니다.`);
      setTitle('');
      setContent('');
      setPicked([]);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') setErrors(err.data as Record<string, string>);
      toast.error(err instanceof ApiError ? err.message : '메시지 발송에 실패했습니다.');
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-testid="send-message">
      <Form onSubmit={search} className="mb-2" role="search">
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={6}>
            <Form.Label htmlFor="msg-search">학생 찾기</Form.Label>
            <Form.Control id="msg-search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="이름 또는 학번" maxLength={50} />
          </Col>
          <Col xs={6} sm={3}>
            <Form.Label htmlFor="msg-grade">학년</Form.Label>
            <Form.Select id="msg-grade" value={gradeCd} onChange={(e) => setGradeCd(e.target.value)}>
              <option value="">전체</option>
              {['1', '2', '3', '4'].map((g) => (
                <option key={g} value={g}>
                  {g}학년
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} sm={3}>
            <Button type="submit" variant="outline-primary" className="w-100">
              검색
            </Button>
          </Col>
        </Row>
      </Form>
      {found.length > 0 && (
        <>
          <p className="small text-secondary mb-1">검색 결과 {formatTotal(total, '명')} 중 {found.length}명 (눌러서 선택)</p>
          <ListGroup className="mb-2 recipient-list">
            {found.map((s) => {
              const on = picked.some((p) => p.userId === s.userId);
              return (
                <ListGroup.Item key={s.userId} action active={on} onClick={() => toggle(s)} className="d-flex justify-content-between">
                  <span>
                    {s.korNm} <small>({s.userId})</small>
                  </span>
                  <small>
                    {s.majorNm ?? s.hakguaNm} {s.gradeCd}학년
                  </small>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </>
      )}
      <Form onSubmit={send} noValidate>
        <div className="mb-2" aria-live="polite">
          받는 사람 ({picked.length}명):{' '}
          {picked.map((p) => (
            <Badge key={p.userId} bg="primary" className="me-1">
              {p.korNm}
            </Badge>
          ))}
          {errors.recvIdArr && <div className="text-danger small">{errors.recvIdArr}</div>}
        </div>
        <Form.Group className="mb-2" controlId="msg-title">
          <Form.Label>제목</Form.Label>
          <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} isInvalid={!!errors.msgTitle} />
          <Form.Control.Feedback type="invalid">{errors.msgTitle}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-2" controlId="msg-cont">
          <Form.Label>내용</Form.Label>
          <Form.Control as="textarea" rows={4} value={content} onChange={(e) => setContent(e.target.value)} maxLength={2000} isInvalid={!!errors.msgCont} />
          <Form.Control.Feedback type="invalid">{errors.msgCont}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={sending}>
          보내기
        </Button>
      </Form>
    </div>
  );
}
