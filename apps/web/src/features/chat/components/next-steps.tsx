import type { TJobChoice } from '@benji/shared';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useLayoutEffect, useRef } from 'react';
import { documentLanguage } from '../../../i18n/i18n';
import { useChatSuggestionsQuery } from '../api';
import { ChoiceChips } from './choice-chips';
import { useTranslation } from '../../../i18n/use-translation';

interface NextStepsProps {
  /** The chosen claim; undefined asks about the newest, skipToken asks nothing (claims still loading). */
  claimId: number | undefined | SkipToken;
  onChoose: (choice: TJobChoice) => void;
}

/** How near the bottom still counts as reading the newest message (sub-pixel scroll positions). */
const SLACK_PX = 16;

/**
 * The next steps the claim calls for, the last item of the conversation, just above the composer.
 * In the conversation rather than pinned under it, they take none of its height: the composer never
 * moves and the messages keep their room. An optional aid: none, a failed request or one still in
 * flight shows nothing (no error, no reserved space). On a phone they keep to one line that scrolls
 * sideways; wider, they wrap.
 */
export function NextSteps({ claimId, onChoose }: NextStepsProps) {
  const { currentData, isFetching, isError } = useChatSuggestionsQuery(
    claimId === skipToken ? skipToken : { claimId, lang: documentLanguage() },
  );
  const suggestions = isFetching || isError ? [] : (currentData?.suggestions ?? []);
  const item = useRef<HTMLLIElement>(null);
  const shown = suggestions.length > 0;
  const { t } = useTranslation('chat');

  // Arriving under the newest message while the user reads it, they come into view with it; a
  // user scrolled up to read older messages stays where they are.
  useLayoutEffect(() => {
    const element = item.current;
    const log = element?.closest<HTMLElement>('[role="log"]');
    if (!element || !log) return;
    const belowView = log.scrollHeight - log.clientHeight - log.scrollTop;
    if (belowView <= element.offsetHeight + SLACK_PX) log.scrollTop = log.scrollHeight;
  }, [shown]);

  if (!shown) return null;
  return (
    // Not read out as it arrives, as the reply above it is: the reply is the news.
    <li ref={item} aria-live="off">
      <ChoiceChips
        label={t('conversation.suggestedNextSteps')}
        choices={suggestions}
        onChoose={onChoose}
        // Edge to edge on a phone, padded inside the scroller so the focus ring stays whole at both
        // ends; the scrollbar is the phone's own swipe, so the row is one chip high.
        className="-mx-3 overflow-x-auto px-3 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      />
    </li>
  );
}
