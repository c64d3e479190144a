import type { TFlaggedMessage } from '@benji/shared';
import { Bot, UserRound } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage } from '../../../components/message-text/formatted-message';
import { CopyButton } from '../../../components/ui/copy-button';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { replyCopy } from '../../../lib/plain-copy/plain-letter';
import { formatSavedTime } from '../format-time';

/** One saved message: who wrote it, when it was saved, and the text laid out as a letter. */
export function SavedMessageCard({ saved }: { saved: TFlaggedMessage }) {
  const { t } = useTranslation('savedMessages');
  const titleId = useId();
  const fromBot = saved.message.sender === 'bot';
  const Icon = fromBot ? Bot : UserRound;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70">
      <header className="flex items-start gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold text-slate-900">
              {fromBot ? <span translate="no">Benji</span> : t('card.you')}
            </h3>
            {fromBot && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
                {t('card.badge')}
              </span>
            )}
          </div>
          <p className="mt-0.5 text-xs text-slate-600">
            {richText(t('card.saved', { time: formatSavedTime(saved.flagged_at) }), {
              time: (time) => <time dateTime={saved.flagged_at}>{time}</time>,
            })}
          </p>
        </div>
        {/* As the user will paste it, like the chat's Copy: the letter alone from a draft, plain text otherwise. */}
        <CopyButton
          text={replyCopy(saved.message.content).text}
          label={t('card.copy')}
          accessibleLabel={t('card.copyName')}
          copiedLabel={t('card.copied')}
          success={t('card.copySuccess')}
          failure={t('card.copyFailure')}
          variant="ghost"
          className="-mr-2 shrink-0 px-3"
        />
      </header>
      <FormattedMessage content={saved.message.content} className="px-4 py-4 text-[15px] leading-relaxed sm:px-6" />
    </article>
  );
}
