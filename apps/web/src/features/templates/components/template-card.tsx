import type { LetterTemplate } from '@benji/shared';
import { Eye, PencilLine } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDay } from '../format-day';
import type { FilledLetter } from '../letter-text';
import { CategoryBadge } from './category-badge';
import { LetterCopyButton } from './letter-copy-button';

interface TemplateCardProps {
  template: LetterTemplate;
  edited: boolean;
  /** The letter as Copy gives it: filled with the chosen claim, with the user's edits. */
  letter: FilledLetter;
  onView: () => void;
}

export function TemplateCard({ template, edited, letter, onView }: TemplateCardProps) {
  const { t } = useTranslation('templates');
  const headingId = `template-${template.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={template.category} />
        {edited && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
            <PencilLine aria-hidden="true" className="size-3.5" /> {t('card.edited')}
          </span>
        )}
      </div>
      <h2 id={headingId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        {template.title}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{template.preview}</p>
      <p className="mt-4 text-xs text-slate-600">
        {richText(t('card.updated', { date: formatDay(template.lastUpdated) }), {
          date: (words) => <time dateTime={template.lastUpdated}>{words}</time>,
        })}
      </p>
      <div className="mt-4 flex gap-2">
        <Button variant="secondary" onClick={onView} className="flex-1">
          <Eye aria-hidden="true" className="size-4" />
          {richText(t('card.view', { title: template.title }), {
            sr: (words) => <span className="sr-only">{words}</span>,
          })}
        </Button>
        {/* Named with its letter's title, like View: the title's words are English (lang), the rest the page's. */}
        <LetterCopyButton
          letter={letter}
          label={richText(t('card.copyName', { title: template.title }), {
            sr: (words) => (
              <span lang="en" className="sr-only">
                {words}
              </span>
            ),
          })}
          variant="ghost"
          className="flex-1"
        />
      </div>
    </article>
  );
}
