import { Avatar } from '../../../components/ui/avatar';
import { resolveMediaUrl } from '../../../lib/media-url';
import { displayName, initialOf } from '../../../lib/user-display';
import { selectUser } from '../../../store/auth-slice';
import { useAppSelector } from '../../../store/hooks';

/** The user's photo or initial, name and e-mail (name and e-mail only on the widest screens: the top bar shows them too). */
export function HeaderUser() {
  const user = useAppSelector(selectUser);
  const name = displayName(user);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar src={resolveMediaUrl(user?.profile?.profile_image)} initial={initialOf(user)} alt={name} className="size-9" />
      <div className="hidden min-w-0 2xl:block">
        <p className="max-w-40 truncate text-sm font-semibold text-slate-900">{name}</p>
        <p className="max-w-40 truncate text-xs text-slate-600">{user?.email}</p>
      </div>
    </div>
  );
}
