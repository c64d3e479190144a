import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useAutoGrow } from '../hooks/use-auto-grow';
import type { SendOutcome } from '../hooks/use-send-message';
import { useTranslation } from '../../../i18n/use-translation';

interface ComposerProps {
  /** A reply is being written: nothing more is sent until it is done. */
  busy: boolean;
  /** The conversation is still loading: a message sent meanwhile goes as soon as it has loaded. */
  opening?: boolean;
  onSend: (text: string) => Promise<SendOutcome>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; a failed message comes back to the box. */
export function Composer({ busy, opening = false, onSend }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const [sendWhenOpen, setSendWhenOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { t } = useTranslation('chat');
  useAutoGrow(textarea, draft);
  const canSend = !busy && !opening && draft.trim().length > 0;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Enter pressed while the conversation loads is not dropped: the message waits for it.
    if (opening && !busy && draft.trim()) setSendWhenOpen(true);
    if (!canSend) return;
    const text = draft;
    setDraft('');
    const outcome = await onSend(text);
    // Nothing the user wrote is lost: the failed text returns, ahead of anything typed meanwhile.
    if (outcome === 'failed') setDraft((current) => (current.trim() ? `${text}\n${current}` : text));
    textarea.current?.focus();
  }

  // Sent once the conversation has loaded, if the user has not emptied the box meanwhile.
  useEffect(() => {
    if (!sendWhenOpen || opening) return;
    setSendWhenOpen(false);
    void submit();
    // submit reads the draft of this render; it is not a dependency of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendWhenOpen, opening]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2 border-t border-slate-200 bg-white p-2 sm:p-3">
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={id}
        ref={textarea}
        rows={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        className={cx(
          'block max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900',
          'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 sm:text-sm',
        )}
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label={t('composer.send')}
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800',
          'disabled:cursor-not-allowed disabled:bg-brand-300',
          focusRing,
        )}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
