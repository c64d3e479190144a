import type { TConversation } from '@benji/shared';
import { FolderOpen } from 'lucide-react';
import { useId } from 'react';
import { ConversationRow } from './conversation-row';
import type { ConversationGroup } from './group-by-claim';

interface ConversationGroupListProps {
  /** A group without a label is the whole list, shown as one when the claims could not be read. */
  groups: readonly (Omit<ConversationGroup, 'label'> & { label: string | null })[];
  current: string | null;
  onOpen: (sessionId: string) => void;
  onDelete: (conversation: TConversation) => void;
  onRenamed: () => void;
}

/** The history's conversations, each group headed by the claim they are about. */
export function ConversationGroupList({ groups, current, onOpen, onDelete, onRenamed }: ConversationGroupListProps) {
  const idPrefix = useId();
  return (
    <div className="space-y-4">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={group.label ? headingId : undefined}>
            {group.label && (
              <h3 id={headingId} className="flex items-start gap-1.5 px-2 pb-1 text-xs font-semibold text-slate-600">
                <FolderOpen aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                {/* Wrapped, not cut: the kind of loss at its end is what tells two claims of one insurer apart. */}
                <span className="min-w-0 break-words">{group.label}</span>
              </h3>
            )}
            <ul className="space-y-1" aria-labelledby={group.label ? headingId : undefined}>
              {group.conversations.map((conversation) => (
                <li key={conversation.session_id}>
                  <ConversationRow
                    conversation={conversation}
                    current={conversation.session_id === current}
                    onOpen={() => onOpen(conversation.session_id)}
                    onDelete={() => onDelete(conversation)}
                    onRenamed={onRenamed}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
