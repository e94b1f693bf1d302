// Master login form (spec section 4): code 200 with data -> success notice, keep loginInfo, go on;
// data false -> the server's message as an alert; other codes -> their message; exceptions -> 로그인 실패.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { setLoginInfo, takeRedirectUrl, saveRedirectUrl, type LoginInfo } from '@/lib/stores/session';
import { navigation } from '@/lib/api/client';

const USER_DIVS = [
  { value: 'std', label: '학생' },
  { value: 'prof', label: '교수' },
  { value: 'stf', label: '교직원' },
  { value: 'cnslr', label: '상담사' },
  { value: 'otsdr', label: '외부 사용자' },
  { value: 'adm', label: '관리자' },
];

const HOME: Record<string, string> = { std: '/user/main', prof: '/prof', stf: '/stf', cnslr: '/cnslr', otsdr: '/otsdr', adm: '/adm' };

interface Props {
  redirectUrl: string | null;
  /** Message of a failed plain-form login (before this island had loaded). */
  serverError?: string | null;
  initialUserId?: string;
  initialUserDiv?: string;
}

export default function LoginForm({ redirectUrl, serverError = null, initialUserId = '', initialUserDiv = 'std' }: Props) {
  // Uncontrolled fields: what a user typed before this island hydrated is kept, not reset.
  const [error, setError] = useState<string | null>(serverError);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const form = new FormData(e.currentTarget);
    const userId = String(form.get('userId') ?? '');
    const password = String(form.get('password') ?? '');
    const userDiv = String(form.get('userDiv') ?? 'std');
    if (!userId.trim() || !password) {
      setError('아이디와 비밀번호를 입력해 주세요.');
      return;
    }
    setBusy(true);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ userId: userId.trim(), password, userDiv }),
      });
      const body = (await res.json()) as { code: number; message: string; data: LoginInfo | false | Record<string, string> | null };
      if (body.code === 200 && body.data && 'id' in body.data) {
        const info = body.data as LoginInfo;
        setLoginInfo(info);
        setSuccess(body.message || '로그인되었습니다.');
        if (redirectUrl) saveRedirectUrl(redirectUrl);
        navigation.go(takeRedirectUrl(HOME[info.userDiv] ?? '/user'));
        return;
      }
      if (body.code === 200 && body.data === false) setError(body.message);
      else setError(body.message || '로그인에 실패했습니다.');
    } catch {
      setError('로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form method="post" action="/masterLogin" onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
      {redirectUrl && <input type="hidden" name="redirectUrl" value={redirectUrl} />}
      {error && (
        <Alert variant="danger" id="login-error" role="alert" className="py-2">
          {error}
        </Alert>
      )}
      {success && (
        <Alert variant="success" role="status" className="py-2">
          {success}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-div">
        <Form.Label>사용자 구분</Form.Label>
        <Form.Select defaultValue={initialUserDiv} name="userDiv">
          {USER_DIVS.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-id">
        <Form.Label>아이디</Form.Label>
        <Form.Control name="userId" autoComplete="username" defaultValue={initialUserId} maxLength={50} required />
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-pw">
        <Form.Label>비밀번호</Form.Label>
        <Form.Control name="password" type="password" autoComplete="current-password" maxLength={200} required />
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" animation="border" role="status" aria-label="로그인 중" /> : '로그인'}
      </Button>
    </Form>
  );
}
