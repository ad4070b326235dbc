import { useLoadOnUse } from '../../components/ui/load-on-use.ts';
import { useMe } from '../../features/me/api/get-me.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const loadMenu = () => import('./user-menu-dropdown.tsx');

/**
 * The header's user menu. Only its button is drawn with the shell: the menu's code (Mantine's menu,
 * Floating UI) loads when the pointer or the focus reaches the button, or at the first press, which
 * then opens it (load-on-use.ts).
 */
export function UserMenu() {
  const { data: me } = useMe();
  const name = me?.name ?? '';
  const { module, start, triggerProps } = useLoadOnUse(loadMenu);

  if (module) return <module.UserMenuDropdown name={name} email={me?.email} start={start} />;
  return <UserMenuButton name={name} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
}
