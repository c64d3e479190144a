import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { resolveMediaUrl } from '../../lib/media-url';
import { displayName, initialOf } from '../../lib/user-display';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useTranslation } from '../../i18n/use-translation';

/** Avatar, name and e-mail; on small screens only the avatar, which opens a card with both. */
export function HeaderUser() {
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const name = displayName(user);
  const email = user?.email ?? '';
  const avatar = <Avatar src={resolveMediaUrl(user?.profile?.profile_image)} initial={initialOf(user)} />;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative flex items-center gap-3">
      <div className="hidden items-center gap-3 sm:flex">
        {avatar}
        <div className="min-w-0 text-right sm:text-left">
          <p className="max-w-48 truncate text-sm font-semibold text-slate-900">{name}</p>
          <p translate="no" className="max-w-48 truncate text-xs text-slate-600">
            {email}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 sm:hidden"
        aria-label={t('account.menuButton', { name })}
        aria-expanded={open}
        aria-controls="account-card"
        onClick={() => setOpen((shown) => !shown)}
      >
        {avatar}
      </button>
      {open && (
        <div
          id="account-card"
          className="absolute right-0 top-full z-30 mt-2 w-64 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:hidden"
        >
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p translate="no" className="truncate text-xs text-slate-600">
            {email}
          </p>
        </div>
      )}
    </div>
  );
}
