import type { TJobChoice } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardList, ListChecks, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../components/ui/cx';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { ClaimPicker } from './claim-choice/claim-picker';
import { CompactClaimPicker } from './claim-choice/compact-claim-picker';
import { useChosenClaim } from './claim-choice/use-chosen-claim';
import { useConversationClaim } from './claim-choice/use-conversation-claim';
import { ClaimDetailsPanel } from './claim-details/claim-details-panel';
import { useClaimDetails } from './claim-details/use-claim-details';
import { ClaimProcessSidebar } from './claim-process/claim-process-sidebar';
import { ChatHeader } from './components/chat-header';
import { Composer } from './components/composer';
import { Conversation } from './components/conversation';
import { ConversationStatus } from './components/conversation-status';
import { NextSteps } from './components/next-steps';
import { PanelToggle } from './components/panel-toggle';
import { SignInPrompt } from './components/sign-in-prompt';
import { TrialOverNotice } from './components/trial-over-notice';
import { ConversationHistory } from './history/conversation-history';
import { useConversationUrl } from './history/use-conversation-url';
import { useOpenChat } from './hooks/use-open-chat';
import { useSendMessage } from './hooks/use-send-message';
import { useSessionMessages } from './hooks/use-session-messages';
import { useTranslation } from '../../i18n/use-translation';

type DrawerSection = 'process' | 'details';

/**
 * The page fills the window (the app shell gives it the height left under the top bar) and never
 * scrolls: the conversation does. From the xl breakpoint 'Your Claim Process' and 'Claim Details'
 * (spec 2.8) share one column beside the conversation, narrow enough to leave it 640 px at 1280;
 * below it they slide in over the page from the right, so they never narrow the conversation.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const chat = useAppSelector((state) => state.chat);
  const choice = useChosenClaim(signedIn);
  useConversationClaim();
  const claimDetails = useClaimDetails(choice);
  const { opening, opened, refusedWith } = useOpenChat();
  useConversationUrl(opened);
  const { send, busy, trialOver } = useSendMessage();
  const blocked = refusedWith === 402;
  // Loads wait for the session list, so the session it makes current is the one read.
  const { reload } = useSessionMessages(signedIn && !blocked && !opening);
  const [drawer, setDrawer] = useState<DrawerSection | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  const closeHistory = useCallback(() => {
    setHistoryOpen(false);
    historyButton.current?.focus();
  }, []);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const waitingForMessages = opening || (chat.isLoadingMessages && chat.lastFetchedSession !== chat.currentSessionId);
  const log = useRef<HTMLDivElement>(null);
  // The tapped chip goes while the reply is written: the focus waits in the conversation, where the
  // reply appears (not in the message box, which would open a phone's keyboard over it).
  const choose = useCallback(
    (tapped: TJobChoice) => {
      log.current?.focus({ preventScroll: true });
      void send(tapped.message, tapped.job);
    },
    [send],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 sm:gap-3">
      <ChatHeader
        busy={busy}
        signedIn={signedIn}
        historyOpen={historyOpen}
        onOpenHistory={() => setHistoryOpen(true)}
        historyButton={historyButton}
        claimPicker={
          choice.claim &&
          choice.claims.length > 1 && <CompactClaimPicker claims={choice.claims} value={choice.claim.id} onChange={choice.choose} />
        }
        panelToggles={
          <>
            <PanelToggle
              controls="claim-side-panel"
              open={drawer === 'process'}
              onToggle={() => setDrawer(drawer === 'process' ? null : 'process')}
              icon={<ListChecks aria-hidden="true" className="size-4" />}
            >
              {t('process.title')}
            </PanelToggle>
            <PanelToggle
              controls="claim-side-panel"
              open={drawer === 'details'}
              onToggle={() => setDrawer(drawer === 'details' ? null : 'details')}
              icon={<ClipboardList aria-hidden="true" className="size-4" />}
            >
              {t('details.title')}
            </PanelToggle>
          </>
        }
      />
      {historyOpen && signedIn && !blocked && <ConversationHistory onClose={closeHistory} busy={busy} />}
      <div className="flex min-h-0 flex-1 gap-4">
        <section
          aria-label={t('page.label')}
          className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-card ring-1 ring-slate-200/70"
        >
          {!signedIn ? (
            <SignInPrompt />
          ) : blocked ? (
            <TrialOverNotice />
          ) : waitingForMessages || chat.loadError ? (
            <ConversationStatus loading={waitingForMessages} error={chat.loadError} onRetry={reload} />
          ) : (
            <Conversation
              onChoose={choose}
              logRef={log}
              adjusterEmail={claimDetails.upload?.adjuster_email}
              nextSteps={<NextSteps claimId={choice.isLoading ? skipToken : choice.claim?.id} onChoose={choose} />}
            />
          )}
          {trialOver && !blocked && <TrialOverNotice banner />}
          {signedIn && !blocked && <Composer busy={busy} opening={waitingForMessages} onSend={send} />}
        </section>
        <ClaimSidePanel section={drawer} onClose={closeDrawer}>
          {/* Below xl the header holds the picker, in one line; the drawer does not repeat it. */}
          {choice.claim && choice.claims.length > 1 && (
            <div className="hidden rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 xl:block">
              <ClaimPicker claims={choice.claims} value={choice.claim.id} onChange={choice.choose} />
            </div>
          )}
          <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
            <ClaimProcessSidebar claimDetails={claimDetails} choice={choice} />
          </div>
          <div id="claim-details-section" className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
            <ClaimDetailsPanel claimDetails={claimDetails} onSaved={reload} />
          </div>
        </ClaimSidePanel>
      </div>
    </div>
  );
}

/**
 * One element in both layouts, so the claim details form keeps what is typed in it: a column from
 * xl, a drawer over the page below it (open on `section`, which it scrolls to; Escape closes it).
 */
function ClaimSidePanel({ section, onClose, children }: { section: DrawerSection | null; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const panel = useRef<HTMLDivElement>(null);
  const open = section !== null;

  useEffect(() => {
    if (!section) return;
    const target = section === 'details' ? panel.current?.querySelector('#claim-details-section') : panel.current;
    // Focus first, without scrolling, so the scroll to the section asked for is the one that stays.
    panel.current?.querySelector<HTMLElement>('button[data-close]')?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [section, onClose]);

  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-30 bg-slate-950/40 xl:hidden" />}
      <div
        id="claim-side-panel"
        ref={panel}
        // Over the page below xl, it is a dialog; from xl it is simply a column of the page.
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t('page.yourClaim') : undefined}
        className={cx(
          'flex-col gap-4 overflow-y-auto',
          // relative: a screen-reader-only (absolute) label deep in the column would otherwise escape its scrolling and lengthen the page.
          'xl:relative xl:z-auto xl:flex xl:w-[19rem] xl:max-w-none xl:shrink-0 xl:bg-transparent xl:p-0 xl:shadow-none',
          open ? 'fixed inset-y-0 right-0 z-40 flex w-full max-w-md bg-slate-50 p-3 shadow-xl' : 'hidden',
        )}
      >
        <button
          type="button"
          data-close
          onClick={onClose}
          aria-label={t('page.closePanel')}
          className="inline-flex size-10 shrink-0 items-center justify-center self-end rounded-lg text-slate-600 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 xl:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </>
  );
}
