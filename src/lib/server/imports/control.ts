// The local control channel of a running portal (scripts/serve.mjs writes its token to
// DATA_DIR/control.json, readable by the portal's own user only). The commands use it to import,
// back up and make the first admin while the portal runs, since an embedded database has one process.
import { sameSecret } from '../auth/secrets';
import { HttpError, messages } from '../http/respond';

export const CONTROL_HEADER = 'x-portal-control';

export function isControlRequest(request: Request): boolean {
  const expected = process.env.PORTAL_CONTROL_TOKEN;
  const given = request.headers.get(CONTROL_HEADER);
  if (!expected || !given) return false;
  return sameSecret(expected, given);
}

export function requireControl(request: Request) {
  if (!isControlRequest(request)) throw new HttpError(404, messages.notFound);
}
