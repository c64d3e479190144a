import type { TLegalList } from '@benji/shared';
import { useMemo } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../i18n/format';
import { richText } from '../../i18n/rich-text';
import { useTranslation } from '../../i18n/use-translation';
import { sanitizeLegalHtml } from './sanitize';

interface LegalDocumentProps {
  documents: TLegalList | undefined;
  isLoading: boolean;
  /** Spec 2.16: shown when the server has no text (or could not be reached). */
  fallback: string;
}

// Typography for the server's HTML: the allow-list has no classes, so the container styles its tags.
const prose = [
  'text-slate-700 leading-relaxed',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:text-slate-900',
].join(' ');

export function LegalDocument({ documents, isLoading, fallback }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const first = documents?.[0];
  const html = useMemo(() => (first ? sanitizeLegalHtml(first.content) : ''), [first]);
  if (isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-5 text-brand-700" /> {t('loading')}
      </p>
    );
  if (!html) return <p>{fallback}</p>;
  const updated = first && new Date(first.updated_at);
  return (
    <>
      {updated && !Number.isNaN(updated.getTime()) && (
        <p className="text-sm text-slate-600">
          {richText(t('lastUpdated', { date: formatDate(updated, { year: 'numeric', month: 'long', day: 'numeric' }) }), {
            time: (date) => <time dateTime={first.updated_at}>{date}</time>,
          })}
        </p>
      )}
      {/* The server's text is English in every language for now (issue 26): said, and marked so a screen reader reads it as English. */}
      {!i18n.language.startsWith('en') && <p className="mt-2 text-sm italic text-slate-600">{t('englishOnly')}</p>}
      <div lang="en" className={prose} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
