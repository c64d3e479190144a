import { ArrowLeft, Bookmark, Bot, FileDown, History, MessageSquarePlus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { newChatStarted } from '../../../store/chat-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { HeaderButton, HeaderLabel, headerActionClasses } from './header-button';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Spec 2.8 header: Back, the badge, Saved Messages and PDF; plus History and New chat. The user and
 * Logout are the app shell's, so the page shows one of each.
 */
interface ChatHeaderProps {
  busy: boolean;
  signedIn: boolean;
  historyOpen: boolean;
  onOpenHistory: () => void;
  /** Where focus returns when the history panel closes. */
  historyButton: Ref<HTMLButtonElement>;
  /** The buttons that slide the claim panels in, below the width that shows them beside the chat. */
  panelToggles: ReactNode;
  /** The claim the conversation is about, for a user with several, below the width that shows the side column. */
  claimPicker?: ReactNode;
}

export function ChatHeader({ busy, signedIn, historyOpen, onOpenHistory, historyButton, panelToggles, claimPicker }: ChatHeaderProps) {
  const navigate = useNavigate();
  const firstPage = useLocation().key === 'default';
  const dispatch = useAppDispatch();
  const { download, downloading } = useDownloadPdf();
  const { t } = useTranslation('chat');

  return (
    <header className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-3 shadow-card ring-1 ring-slate-200/70">
      <HeaderButton onClick={() => void (firstPage ? navigate('/') : navigate(-1))}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <HeaderLabel>{t('header.back')}</HeaderLabel>
      </HeaderButton>
      <h1 className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
        <Bot aria-hidden="true" className="size-4" />
        {t('header.badge')}
      </h1>
      {/* Beside the badge, in the room the actions leave on a phone's first line: no line of its own. */}
      {claimPicker && <div className="min-w-0 grow basis-32 xl:hidden">{claimPicker}</div>}
      {/* One line of icons on a phone: the conversation keeps the height. */}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {signedIn && (
          <>
            <HeaderButton ref={historyButton} onClick={onOpenHistory} aria-haspopup="dialog" aria-expanded={historyOpen}>
              <History aria-hidden="true" className="size-4" />
              <HeaderLabel>{t('header.history')}</HeaderLabel>
            </HeaderButton>
            <Link to="/saved-messages" className={headerActionClasses()}>
              <Bookmark aria-hidden="true" className="size-4" />
              <HeaderLabel>{t('header.savedMessages')}</HeaderLabel>
            </Link>
            <HeaderButton onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined}>
              {downloading ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
              <HeaderLabel>{t('header.downloadPdf')}</HeaderLabel>
            </HeaderButton>
            <HeaderButton onClick={() => dispatch(newChatStarted())} disabled={busy}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              <HeaderLabel>{t('header.newChat')}</HeaderLabel>
            </HeaderButton>
          </>
        )}
        <div className="contents xl:hidden">{panelToggles}</div>
      </div>
    </header>
  );
}
