import { sameSecret } from '@/lib/server/auth/secrets';
import { config } from '@/lib/server/config';
import { endpoint, errorResponse, messages } from '@/lib/server/http/respond';
import { metricsText } from '@/lib/server/observability/metrics';

/**
 * The metrics for a scraper that holds METRICS_TOKEN (Authorization: Bearer …). Without a configured
 * token this address does not exist; a wrong or missing token is refused (decision 056).
 */
export const GET = endpoint(async ({ request }) => {
  if (!config.metricsToken) return errorResponse(404, '요청한 API를 찾을 수 없습니다.');
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(config.metricsToken, given)) return errorResponse(401, messages.unauthorized, null, { 'WWW-Authenticate': 'Bearer' });
  const { contentType, body } = await metricsText();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
