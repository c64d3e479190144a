import { useTranslation } from '../../../i18n/use-translation';
import type { FilledLetter } from '../letter-text';
import { FilledText } from '../../../components/letter/filled-text';

/** The view mode of the dialog: subject and body, with what is filled and what is left marked. */
export function LetterView({ letter }: { letter: FilledLetter }) {
  const { t } = useTranslation('templates');
  const left = letter.unfilled.length;
  const filled = letter.filled.length;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" data-testid="fill-summary">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-amber-100 ring-1 ring-amber-300" />
          {left === 0 ? t('letter.nothingLeft') : t('letter.left', { count: left })}
        </span>
        {filled > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-emerald-50 ring-1 ring-emerald-200" />
            {t('letter.filled', { count: filled })}
          </span>
        )}
      </p>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('dialog.subject')}</h3>
        <p className="mt-1 font-semibold text-slate-900" data-testid="letter-subject">
          <FilledText segments={letter.subject.segments} />
        </p>
      </div>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('dialog.body')}</h3>
        <div
          className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200"
          data-testid="letter-body"
        >
          <FilledText segments={letter.body.segments} />
        </div>
      </div>
    </div>
  );
}
