import { fillPlaceholders, type TLedgerLetter } from '@benji/shared';
import { useId } from 'react';
import { FilledText } from '../../../components/letter/filled-text';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The draft as the server wrote it: what the records fill is plain text, what they lack is still a
 * [Placeholder], marked as the template store marks it, with its hint where it has one.
 */
export function LetterDraft({ letter }: { letter: TLedgerLetter }) {
  const { t, i18n } = useTranslation('money');
  // Scanning with no values marks every [token] left as one to fill.
  const marked = (text: string) => fillPlaceholders(text, {}).segments;
  const left = letter.unfilled.length;
  const bodyId = useId();
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-1.5 text-xs text-slate-600" data-testid="letter-fill-summary">
        <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm bg-amber-100 ring-1 ring-amber-300" />
        {left === 0 ? t('letters.nothingLeft') : t('letters.left', { count: left })}
      </p>
      {letter.language === 'en' && !i18n.language.startsWith('en') && (
        <p className="text-xs italic text-slate-600">{t('letters.englishOnly')}</p>
      )}
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('letters.subject')}</h3>
        <p
          className="mt-1 font-semibold text-slate-900 [overflow-wrap:anywhere]"
          lang={letter.language}
          data-testid="ledger-letter-subject"
        >
          <FilledText segments={marked(letter.subject)} />
        </p>
      </div>
      <div>
        <h3 id={bodyId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t('letters.body')}
        </h3>
        {/* Focusable, so a keyboard can reach the letter and scroll the dialog through it. */}
        <div
          role="region"
          aria-labelledby={bodyId}
          tabIndex={0}
          lang={letter.language}
          className={cx(
            'mt-1 whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200',
            focusRing,
          )}
          data-testid="ledger-letter-body"
        >
          <FilledText segments={marked(letter.body)} />
        </div>
      </div>
    </div>
  );
}
