// The client's address. Behind reverse proxies (TRUST_PROXY hops) the connection comes from the
// nearest proxy, and each proxy appends the address it saw to X-Forwarded-For: the client is the
// TRUST_PROXY-th address from the right. Addresses further left are the client's own claims.
import { isIP } from 'node:net';
import { config } from '../config';

export function clientIpOf(request: Request, connection: string | undefined, trustProxy = config.trustProxy): string | null {
  if (trustProxy > 0) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustProxy];
    if (candidate && isIP(candidate)) return candidate;
  }
  return connection ?? null;
}
