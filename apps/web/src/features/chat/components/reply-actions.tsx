import { Bookmark, BookmarkCheck, Mail } from 'lucide-react';
import { useMemo } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveMessage } from '../hooks/use-save-message';
import { mailtoAddress, mailtoHref } from '../../../lib/mailto/mailto';
import { replyCopy } from '../../../lib/plain-copy/plain-letter';
import { ActionHint } from './action-hint';
import { useTranslation } from '../../../i18n/use-translation';

interface ReplyActionsProps {
  messageId: number;
  sessionId: string;
  content: string;
  /** The adjuster's address on the claim record: whom a letter that names no recipient goes to. */
  adjusterEmail?: string | undefined;
}

/**
 * Under a stored reply (spec 2.8): Copy and Save. A reply that drafts a letter copies as the letter
 * alone, ready to paste, with Copy with notes for the whole reply and, when the link fits, Open in e-mail.
 */
export function ReplyActions({ messageId, sessionId, content, adjusterEmail }: ReplyActionsProps) {
  const copy = useMemo(() => replyCopy(content), [content]);
  const { letters } = copy;
  const recordAddress = mailtoAddress(adjusterEmail);
  // The draft's own To: line wins; otherwise the letter goes to the adjuster the claim record names.
  const drafted = letters.length === 1 ? letters[0] : undefined;
  const letter = drafted && { ...drafted, to: drafted.to ?? recordAddress };
  const mailto = letter ? mailtoHref(letter) : null;
  const { t } = useTranslation('chat');
  const copyProps = { success: t('reply.copiedToast'), copiedLabel: t('reply.copied'), variant: 'ghost', size: 'sm' } as const;

  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      <ActionHint hint={letters.length > 0 ? t('reply.letterHint') : t('reply.plainHint')}>
        {(hintId) =>
          letters.length > 0 ? (
            <CopyButton
              text={copy.text}
              label={letters.length === 1 ? t('reply.copyLetter') : t('reply.copyLetters')}
              {...copyProps}
              aria-describedby={hintId}
            />
          ) : (
            <CopyButton
              text={copy.text}
              label={t('reply.copy')}
              accessibleLabel={t('reply.copyMessage')}
              {...copyProps}
              aria-describedby={hintId}
            />
          )
        }
      </ActionHint>
      {letters.length > 0 && (
        <ActionHint hint={t('reply.notesHint')}>
          {(hintId) => <CopyButton text={copy.withNotes} label={t('reply.copyWithNotes')} {...copyProps} aria-describedby={hintId} />}
        </ActionHint>
      )}
      {letter && mailto && (
        <ActionHint hint={letter.to ? t('reply.emailToHint', { address: letter.to }) : t('reply.emailHint')}>
          {(hintId) => (
            <a href={mailto} className={buttonClasses('ghost', undefined, 'sm')} aria-describedby={hintId}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {t('reply.openInEmail')}
            </a>
          )}
        </ActionHint>
      )}
      <SaveAction messageId={messageId} sessionId={sessionId} />
    </div>
  );
}

function SaveAction({ messageId, sessionId }: { messageId: number; sessionId: string }) {
  const { save, saving, saved } = useSaveMessage(messageId, sessionId);
  const { t } = useTranslation('chat');
  return (
    <ActionHint hint={t('reply.saveHint')}>
      {(hintId) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={saved ? t('reply.savedTo') : t('reply.saveMessage')}
          aria-describedby={hintId}
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? (
            <Spinner className="size-4" />
          ) : saved ? (
            <BookmarkCheck aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4 shrink-0" />
          )}
          {saved ? t('reply.saved') : t('reply.save')}
        </Button>
      )}
    </ActionHint>
  );
}
