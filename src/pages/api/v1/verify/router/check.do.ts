import { queryOf } from '../../../../../lib/page/params';
import { z } from 'zod';
import type { APIContext } from 'astro';
import { endpoint, ok, parse, HttpError } from '@/lib/server/http/respond';
import { accessOf, routeNameOf } from '@/lib/server/auth/route-access';

const Input = z.object({ path: z.string().trim().min(1, '확인할 경로를 입력해 주세요.').max(300).startsWith('/', '경로는 / 로 시작해야 합니다.') });

/** The route check: may the current user open this page? Exempt from the client's permission popup. */
async function check({ url, request, locals }: APIContext) {
  const raw = request.method === 'GET' ? queryOf(url) : await request.json().catch(() => ({}));
  const { path } = parse(Input, raw);
  const access = accessOf(new URL(path, url.origin).pathname, locals.user);
  if (access === 'login-required') throw new HttpError(401, 'Access Denied');
  if (access === 'forbidden') throw new HttpError(403, '접근 권한이 없는 페이지입니다.');
  return ok({ path, routeName: routeNameOf(new URL(path, url.origin).pathname), access });
}

export const GET = endpoint(check);
export const POST = endpoint(check);
