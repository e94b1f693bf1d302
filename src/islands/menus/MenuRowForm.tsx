// One menu's row on /adm/menus: name, order and on/off, saved on its own. The server refuses to switch
// on a menu whose page does not exist; its message is shown next to the row.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { MenuUpdateInput } from '@/lib/schemas/menus';
import { registerShown, FormAlert } from '@/islands/form';

interface Props {
  menuId: string;
  menuNm: string;
  sortOrd: number;
  useYn: 'Y' | 'N';
  pageExists: boolean;
}

type Values = { menuNm: string; sortOrd: number; useYn: 'Y' | 'N' };

export default function MenuRowForm({ menuId, menuNm, sortOrd, useYn, pageExists }: Props) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { menuNm, sortOrd, useYn },
    resolver: zodResolver(MenuUpdateInput) as never,
  });
  // The server-rendered row shows its values before its code loads (client:interaction).
  const shown = registerShown(register, { menuNm, sortOrd, useYn });
  const id = (f: string) => `menu-${menuId}-${f}`;
  async function save(values: Values) {
    try {
      const res = await api.post(`/api/v1/adm/menus/${encodeURIComponent(menuId)}`, values);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }
  const message = errors.menuNm?.message ?? errors.sortOrd?.message ?? errors.useYn?.message;
  return (
    <form className="d-flex flex-wrap gap-2 align-items-center" onSubmit={(e) => void handleSubmit(save)(e)} noValidate data-menu-form={menuId}>
      <FormAlert errors={errors} />
      <label className="visually-hidden" htmlFor={id('nm')}>메뉴 이름</label>
      <input id={id('nm')} className={`form-control form-control-sm menu-nm${errors.menuNm ? ' is-invalid' : ''}`} maxLength={40} {...shown('menuNm')} />
      <label className="visually-hidden" htmlFor={id('ord')}>순서</label>
      <input id={id('ord')} type="number" min={0} max={999} className={`form-control form-control-sm menu-ord${errors.sortOrd ? ' is-invalid' : ''}`} {...shown('sortOrd')} />
      <label className="visually-hidden" htmlFor={id('use')}>사용 여부</label>
      <select id={id('use')} className={`form-select form-select-sm menu-use${errors.useYn ? ' is-invalid' : ''}`} {...shown('useYn')}>
        <option value="Y">사용</option>
        <option value="N">{pageExists ? '숨김' : '숨김 (화면 없음)'}</option>
      </select>
      <button className="btn btn-sm btn-outline-primary" disabled={isSubmitting}>저장</button>
      {message && <span className="small text-danger w-100" role="alert">{message}</span>}
    </form>
  );
}
