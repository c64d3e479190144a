import { MessageSquarePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/api-error';
import { confirmDeleteConversation } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { newChatStarted } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useChatSessionsQuery, useDeleteConversationMutation } from '../api';
import { useProgressClaimsQuery } from '../claim-details/api';
import { CONVERSATION_PARAM } from './conversation-param';
import { ConversationGroupList } from './conversation-group-list';
import { groupByClaim } from './group-by-claim';
import { useTranslation } from '../../../i18n/use-translation';
import { chatMessageText } from '../chat-message-text';
import { failureText, useFailureText } from '../../../i18n/server-text';

/** Tab and Shift+Tab go round the panel's own controls while it is open (it is modal). */
function keepFocusInside(panel: HTMLElement | null, event: KeyboardEvent) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), [href]')];
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The user's conversations in a panel over the page (it never narrows the chat), grouped by the claim
 * each is about: open one, rename it, delete it, or start a new one. Escape, the close button or a
 * click outside closes it.
 */
export function ConversationHistory({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.chat.currentSessionId);
  const { data, isLoading, isError, error, refetch, isFetching } = useChatSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteConversation] = useDeleteConversationMutation();
  // Each conversation shows under the claim it is about; unreadable claims leave the list ungrouped.
  const claims = useProgressClaimsQuery();
  const [, setParams] = useSearchParams();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  const panel = useRef<HTMLElement>(null);
  const { t } = useTranslation('chat');
  const shownFailure = useFailureText();

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A confirmation on top handles its own keys.
      if (document.querySelector('.swal2-container')) return;
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  function open(sessionId: string) {
    // A new address, so Back returns to the conversation before; the page opens what it names.
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(CONVERSATION_PARAM, sessionId);
      return next;
    });
    onClose();
  }

  function startNew() {
    dispatch(newChatStarted());
    onClose();
  }

  async function remove(sessionId: string, title: string) {
    if (!(await confirmDeleteConversation(title))) return;
    try {
      toast.success(chatMessageText((await deleteConversation(sessionId).unwrap()).message));
      if (sessionId === current) dispatch(newChatStarted());
      void refetch();
    } catch (failure) {
      toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  let body;
  if (isLoading || claims.isLoading)
    body = (
      <p role="status" className="flex items-center gap-2 p-2 text-sm text-slate-600">
        <Spinner className="size-4" /> {t('history.loading')}
      </p>
    );
  else if (isError || !data)
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{t('history.loadFailed')}</p>
        <p className="mt-1">{shownFailure(error, GENERIC_ERROR_MESSAGE)}</p>
        <Button variant="secondary" size="sm" className="mt-3" loading={isFetching} onClick={() => void refetch()}>
          {t('history.tryAgain')}
        </Button>
      </div>
    );
  else if (data.length === 0) body = <p className="p-2 text-sm text-slate-600">{t('history.empty')}</p>;
  else
    body = (
      <ConversationGroupList
        groups={claims.data ? groupByClaim(data, claims.data) : [{ key: 'all', label: null, conversations: data }]}
        current={current}
        onOpen={open}
        onDelete={(conversation) => void remove(conversation.session_id, conversation.title)}
        onRenamed={() => void refetch()}
      />
    );

  return (
    <div className="fixed inset-0 z-40 flex">
      <div className="absolute inset-0 bg-slate-900/30" aria-hidden="true" onClick={onClose} />
      <section
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex h-full w-full max-w-sm flex-col gap-4 overflow-hidden bg-white p-4 shadow-xl"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('history.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('history.close')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <Button variant="secondary" onClick={startNew} disabled={busy}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('history.newChat')}
        </Button>
        <div className="-m-1 min-h-0 flex-1 overflow-y-auto p-1">{body}</div>
      </section>
    </div>
  );
}
