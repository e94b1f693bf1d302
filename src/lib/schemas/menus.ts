// Menu administration inputs (admins, /adm/menus).
import * as z from 'zod/mini';
import { code, int, text, yn } from './fields';
import { USER_DIVS } from '../users';

export const MenuUpdateInput = z.object({
  menuNm: text('메뉴 이름', { max: 40 }),
  sortOrd: int('순서', 0, 999),
  useYn: yn('사용 여부'),
});
export type MenuUpdateInput = z.infer<typeof MenuUpdateInput>;

export const MenuIdParam = z.object({ menuId: code('메뉴 ID', 60, 'type') });
export const MenuAdminQuery = z.object({ userDiv: z._default(z.enum(USER_DIVS, { error: '사용자 구분이 올바르지 않습니다.' }), 'std') });
