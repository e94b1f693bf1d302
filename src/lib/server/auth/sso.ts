// Single sign-on entry. The OpenID Connect exchange itself is not built yet: with no issuer configured
// (the default) the login page says so and offers the master login. When SSO_ISSUER is set, the
// browser is sent to the issuer's authorisation endpoint; the development issuer on hosts named *dev*.
import { config } from '../config';

export function ssoAuthorizeUrl(hostname: string): string | null {
  const issuer = hostname.includes('dev') ? (config.ssoDevIssuer ?? config.ssoIssuer) : config.ssoIssuer;
  return issuer ?? null;
}
