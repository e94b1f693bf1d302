// The first administrator of a new installation (and a way back in when no admin can sign in): an
// admin account without a password and its one-time set-password link, printed by the command.
import { createAccount } from '../accounts/admin';

export async function createAdmin(input: { userId: string; korNm: string }, by: string) {
  const { account, link } = await createAccount({ userId: 'system', ip: null }, { userId: input.userId, korNm: input.korNm, userDiv: 'adm', reason: `명령으로 만든 관리자 (${by})` });
  return { userId: account.userId, korNm: account.korNm, token: link.token, expiresAt: link.expiresAt };
}
