import { ClipboardList, ListChecks } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { cx } from '../../components/ui/cx';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { ClaimDetailsPanel } from './claim-details/claim-details-panel';
import { useClaimDetails } from './claim-details/use-claim-details';
import { ClaimProcessSidebar } from './claim-process/claim-process-sidebar';
import { ChatHeader } from './components/chat-header';
import { Composer } from './components/composer';
import { Conversation } from './components/conversation';
import { ConversationStatus } from './components/conversation-status';
import { PanelToggle } from './components/panel-toggle';
import { SignInPrompt } from './components/sign-in-prompt';
import { TrialOverNotice } from './components/trial-over-notice';
import { ConversationHistory } from './history/conversation-history';
import { useConversationUrl } from './history/use-conversation-url';
import { useOpenChat } from './hooks/use-open-chat';
import { useSendMessage } from './hooks/use-send-message';
import { useSessionMessages } from './hooks/use-session-messages';

const panelCard = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 xl:min-h-0 xl:overflow-y-auto';

/**
 * From the xl breakpoint the page fills the window below the top bar (65 px) and the main
 * padding (2 × 32 px), and each column scrolls on its own; below it the page scrolls as a whole.
 *
 * Spec 2.8: 'Your Claim Process' on the left, the conversation in the centre, 'Claim Details' on
 * the right. Below the widths that fit them, the side panels fold away behind toggle buttons.
 */
export function ChatPage() {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const chat = useAppSelector((state) => state.chat);
  const claimDetails = useClaimDetails();
  const { opening, opened, refusedWith } = useOpenChat();
  useConversationUrl(opened);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  const closeHistory = useCallback(() => {
    setHistoryOpen(false);
    historyButton.current?.focus();
  }, []);
  const { send, busy, trialOver } = useSendMessage();
  const blocked = refusedWith === 402;
  // Loads wait for the session list, so the session it makes current is the one read.
  const { reload } = useSessionMessages(signedIn && !blocked && !opening);
  const [processOpen, setProcessOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const waitingForMessages = opening || (chat.isLoadingMessages && chat.lastFetchedSession !== chat.currentSessionId);

  return (
    <div className="flex flex-col gap-4 xl:h-[calc(100dvh-8.0625rem)] xl:min-h-[36rem]">
      <ChatHeader
        busy={busy}
        signedIn={signedIn}
        historyOpen={historyOpen}
        onOpenHistory={() => setHistoryOpen(true)}
        historyButton={historyButton}
      />
      {historyOpen && signedIn && !blocked && <ConversationHistory onClose={closeHistory} busy={busy} />}
      <div className="flex flex-wrap gap-2 2xl:hidden">
        <PanelToggle
          controls="claim-process-panel"
          open={processOpen}
          onToggle={() => setProcessOpen((open) => !open)}
          icon={<ListChecks aria-hidden="true" className="size-4" />}
        >
          {/* 'Your' is hidden on phones so both toggles fit on one line; the name stays whole. */}
          <span className="sr-only sm:not-sr-only">Your </span>Claim Process
        </PanelToggle>
        <PanelToggle
          controls="claim-details-panel"
          open={detailsOpen}
          onToggle={() => setDetailsOpen((open) => !open)}
          icon={<ClipboardList aria-hidden="true" className="size-4" />}
          className="xl:hidden"
        >
          Claim Details
        </PanelToggle>
      </div>
      <div className="flex flex-col gap-4 xl:min-h-0 xl:flex-1 xl:flex-row">
        <div id="claim-process-panel" className={cx(panelCard, 'order-1 xl:w-64 xl:shrink-0 2xl:block', processOpen ? 'block' : 'hidden')}>
          <ClaimProcessSidebar claimDetails={claimDetails} />
        </div>
        <section
          aria-label="Chat with Benji"
          className="order-3 flex h-[calc(100dvh-9rem)] min-h-[26rem] min-w-0 flex-1 flex-col xl:h-auto xl:min-h-0 overflow-hidden rounded-2xl bg-slate-50 shadow-card ring-1 ring-slate-200/70 xl:order-2"
        >
          {!signedIn ? (
            <SignInPrompt />
          ) : blocked ? (
            <TrialOverNotice />
          ) : waitingForMessages || chat.loadError ? (
            <ConversationStatus loading={waitingForMessages} error={chat.loadError} onRetry={reload} />
          ) : (
            <Conversation />
          )}
          {trialOver && !blocked && <TrialOverNotice banner />}
          {signedIn && !blocked && <Composer busy={busy || waitingForMessages} onSend={send} />}
        </section>
        <div
          id="claim-details-panel"
          className={cx(panelCard, 'order-2 xl:order-3 xl:block xl:w-80 xl:shrink-0', detailsOpen ? 'block' : 'hidden')}
        >
          <ClaimDetailsPanel claimDetails={claimDetails} onSaved={reload} />
        </div>
      </div>
    </div>
  );
}
