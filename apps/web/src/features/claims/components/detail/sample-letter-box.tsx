import { CopyButton } from '../../../../components/ui/copy-button';
import { OpenInEmailLink } from '../../../../components/ui/open-in-email-link';
import { useTranslation } from '../../../../i18n/use-translation';
import type { SampleLetter } from '../../use-sample-letter';

/** Spec 2.9's 'Sample Claim Letter', with its own Copy button and Open in e-mail to the adjuster. */
export function SampleLetterBox({ letter }: { letter: SampleLetter }) {
  const { t } = useTranslation('claims');
  return (
    <section aria-labelledby="sample-letter-title" className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {/* On a phone the actions go under the title rather than squeezing it onto two lines. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id="sample-letter-title" className="font-semibold text-slate-900">
          {t('letter.title')}
        </h3>
        <div className="-ml-3 flex gap-1 sm:ml-0">
          <OpenInEmailLink letter={letter.email} variant="ghost" />
          <CopyButton text={letter.text} label={t('letter.copy')} success={t('letter.copied')} variant="ghost" />
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('letter.about')}</p>
      <pre
        lang={letter.language}
        translate="no"
        className="mt-3 whitespace-pre-wrap rounded-xl bg-white p-4 font-sans text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200"
      >
        {letter.text}
      </pre>
    </section>
  );
}
