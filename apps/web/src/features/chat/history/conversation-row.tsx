import type { TConversation } from '@benji/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { TextField } from '../../../components/ui/text-field';
import { GENERIC_ERROR_MESSAGE, readField } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useRenameConversationMutation } from '../api';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../i18n/format';
import { chatMessageText } from '../chat-message-text';
import { failureText } from '../../../i18n/server-text';

const when = (iso: string) => formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

interface ConversationRowProps {
  conversation: TConversation;
  current: boolean;
  onOpen: () => void;
  onDelete: () => void;
  onRenamed: () => void;
}

/** One conversation of the history: open it, rename it in place, or delete it. */
export function ConversationRow({ conversation, current, onOpen, onDelete, onRenamed }: ConversationRowProps) {
  const [renaming, setRenaming] = useState(false);
  const { t } = useTranslation('chat');
  if (renaming)
    return (
      <RenameForm
        conversation={conversation}
        onDone={() => {
          setRenaming(false);
          onRenamed();
        }}
        onCancel={() => setRenaming(false)}
      />
    );
  return (
    <div className={cx('flex items-center gap-1 rounded-xl p-1', current ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50')}>
      <button
        type="button"
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
        className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span className="block truncate text-sm font-medium text-slate-900">{conversation.title}</span>
        <time dateTime={conversation.updated_at} className="block text-xs text-slate-600">
          {when(conversation.updated_at)}
        </time>
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={() => setRenaming(true)}
        aria-label={t('history.rename', { title: conversation.title })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={cx(iconButton, 'hover:text-red-700')}
        onClick={onDelete}
        aria-label={t('history.delete', { title: conversation.title })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function RenameForm({ conversation, onDone, onCancel }: { conversation: TConversation; onDone: () => void; onCancel: () => void }) {
  const [title, setTitle] = useState(conversation.title);
  const [rename, { isLoading, error, reset }] = useRenameConversationMutation();
  const { t } = useTranslation('chat');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      toast.success(chatMessageText((await rename({ sessionId: conversation.session_id, title }).unwrap()).message));
      onDone();
    } catch (failure) {
      // A refused name shows under the field; anything else is an outcome, so a toast.
      if (!readField(failure, 'title')) toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2 rounded-xl p-2 ring-1 ring-slate-200" noValidate>
      <TextField
        label={t('history.name')}
        value={title}
        maxLength={100}
        autoFocus
        required
        error={chatMessageText(readField(error, 'title'))}
        onChange={(event) => {
          setTitle(event.target.value);
          // The message goes as the field is fixed.
          if (error) reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={isLoading}>
          {t('history.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t('history.cancel')}
        </Button>
      </div>
    </form>
  );
}
