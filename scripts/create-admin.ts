// npm run create-admin -- <아이디> <이름>
// Makes an administrator without a password and prints its one-time set-password link (24 hours).
import * as z from 'zod/mini';
import { controlHeaders, fail, runningPortal } from './control';
import { FirstAdmin } from '../src/lib/schemas/imports';

const [userId, ...name] = process.argv.slice(2);
const parsed = z.safeParse(FirstAdmin, { userId, korNm: name.join(' ') });
if (!parsed.success) fail(`사용법: npm run create-admin -- <아이디> <이름>\n${parsed.error.issues[0].message}`);

// The account service reads the password policy's word list as a bundled asset: the command asks
// the running portal (started with npm start) to make the account.
const portal = runningPortal({ anyDatabase: true });
if (!portal) fail('실행 중인 포털을 찾지 못했습니다. 같은 DATA_DIR로 포털을 시작(npm start)한 뒤 다시 실행하세요.');
const res = await fetch(`${portal.url}/api/v1/imports/control/admin`, { method: 'POST', headers: controlHeaders(portal, { 'content-type': 'application/json' }), body: JSON.stringify(parsed.data) });
const body = (await res.json()) as { message: string; data: { userId: string; url: string; expiresAt: string } };
if (!res.ok) fail(body.message);
const made = body.data;
console.log(`관리자 ${made.userId} 계정을 만들었습니다. 아래 링크에서 비밀번호를 정한 뒤 /masterLogin으로 로그인하세요.`);
console.log(`링크는 한 번만 쓸 수 있고 ${new Date(made.expiresAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}까지 유효합니다.`);
console.log(made.url);
