import type { TClaim, TConversation } from '@benji/shared';
import { claimName } from '../claim-choice/claim-name';
import { i18n } from '../../../i18n/i18n';

type NamedClaim = Pick<TClaim, 'id' | 'insurance_company_name' | 'type_of_claim' | 'date_of_incident'>;

export interface ConversationGroup {
  /** Stable across renders: the claim's id, or one of the two groups that have none. */
  key: string;
  label: string;
  conversations: TConversation[];
}

function groupOf(conversation: TConversation, claims: readonly NamedClaim[]): Omit<ConversationGroup, 'conversations'> {
  if (conversation.claim_id === null) return { key: 'none', label: i18n.t('chat:history.noClaim') };
  const claim = claims.find((item) => item.id === conversation.claim_id);
  // The server keeps the id of a claim deleted since; its name went with it, so they share one group.
  if (!claim) return { key: 'deleted', label: i18n.t('chat:history.deletedClaims') };
  return { key: `claim-${claim.id}`, label: claimName(claim, claims) };
}

/**
 * The history's conversations under the claim each is about, named as the chat page's picker names
 * claims. Conversations keep their order (newest first), so the groups come in the order of their
 * newest conversation: the claim worked on last leads.
 */
export function groupByClaim(conversations: readonly TConversation[], claims: readonly NamedClaim[]): ConversationGroup[] {
  const groups = new Map<string, ConversationGroup>();
  for (const conversation of conversations) {
    const { key, label } = groupOf(conversation, claims);
    const group = groups.get(key) ?? { key, label, conversations: [] };
    group.conversations.push(conversation);
    groups.set(key, group);
  }
  return [...groups.values()];
}
