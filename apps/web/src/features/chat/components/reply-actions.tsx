import { Bookmark, BookmarkCheck, Check, Copy } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useCopyMessage } from '../hooks/use-copy-message';
import { useSaveMessage } from '../hooks/use-save-message';
import { IconAction } from './icon-action';

/** Copy and Save under a stored reply of the assistant (spec 2.8). */
export function ReplyActions({ messageId, sessionId, content }: { messageId: number; sessionId: string; content: string }) {
  const { copy, copied } = useCopyMessage();
  const { save, saving, saved } = useSaveMessage(messageId, sessionId);
  return (
    <div className="mt-1 flex gap-1">
      <IconAction
        label={copied ? 'Copied' : 'Copy message'}
        icon={copied ? <Check aria-hidden="true" className="size-4 text-green-700" /> : <Copy aria-hidden="true" className="size-4" />}
        onClick={() => void copy(content)}
      />
      <IconAction
        label={saved ? 'Saved to Saved Messages' : 'Save message'}
        icon={
          saving ? (
            <Spinner className="size-4" />
          ) : saved ? (
            <BookmarkCheck aria-hidden="true" className="size-4 text-brand-700" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4" />
          )
        }
        disabled={saving}
        onClick={() => void save()}
      />
    </div>
  );
}
