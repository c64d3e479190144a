import { ArrowLeft, Bookmark, Bot, FileDown, LogOut, MessageSquarePlus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChatText } from '@benji/shared';
import { Spinner } from '../../../components/ui/spinner';
import { newChatStarted } from '../../../store/chat-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useLogout } from '../../../store/use-logout';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { HeaderButton, HeaderLabel, headerActionClasses } from './header-button';
import { HeaderUser } from './header-user';

/** Spec 2.8 header: Back, the badge, Saved Messages, PDF, the user; plus New chat and Logout. */
export function ChatHeader({ busy, signedIn }: { busy: boolean; signedIn: boolean }) {
  const navigate = useNavigate();
  const firstPage = useLocation().key === 'default';
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const { download, downloading } = useDownloadPdf();

  return (
    <header className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-3 shadow-card ring-1 ring-slate-200/70">
      <HeaderButton onClick={() => void (firstPage ? navigate('/') : navigate(-1))}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <HeaderLabel>Back</HeaderLabel>
      </HeaderButton>
      <h1 className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
        <Bot aria-hidden="true" className="size-4" />
        {ChatText.badge}
      </h1>
      {signedIn && (
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Link to="/saved-messages" className={headerActionClasses()}>
            <Bookmark aria-hidden="true" className="size-4" />
            <HeaderLabel>Saved Messages</HeaderLabel>
          </Link>
          <HeaderButton onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined}>
            {downloading ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
            <HeaderLabel>Download PDF</HeaderLabel>
          </HeaderButton>
          <HeaderButton onClick={() => dispatch(newChatStarted())} disabled={busy}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            <HeaderLabel>New chat</HeaderLabel>
          </HeaderButton>
          <HeaderUser />
          <HeaderButton onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            <HeaderLabel>Logout</HeaderLabel>
          </HeaderButton>
        </div>
      )}
    </header>
  );
}
