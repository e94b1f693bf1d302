import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireControl } from '@/lib/server/imports/control';
import { FirstAdmin } from '@/lib/schemas/imports';
import { createAdmin } from '@/lib/server/imports/first-admin';
import { config } from '@/lib/server/config';

/** npm run create-admin against a running portal (local control token only). */
export const POST = endpoint(async ({ request, url }) => {
  requireControl(request);
  const input = await parseJson(FirstAdmin, request);
  const made = await createAdmin(input, request.headers.get('x-portal-user')?.slice(0, 50) || 'cli');
  return ok({ ...made, url: `${config.publicOrigin ?? url.origin}/account/set-password?token=${made.token}` });
});
