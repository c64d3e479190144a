import { overdueLetter, type LetterClaim, type TDeadline } from '@benji/shared';
import { Mail } from 'lucide-react';
import { CopyButton } from '../../../../components/ui/copy-button';
import { OpenInEmailLink } from '../../../../components/ui/open-in-email-link';
import { useTranslation } from '../../../../i18n/use-translation';

/** The ready letter for an insurer's overdue deadline, citing the rule (deadline engine, letter.ts). */
export function OverdueLetterBox({ deadline, letterClaim, title }: { deadline: TDeadline; letterClaim: LetterClaim; title: string }) {
  const { t } = useTranslation('claims');
  const letter = overdueLetter(deadline, letterClaim);
  // The letter itself is English for now (@benji/shared's letter.ts), whatever the page's language.
  const text = `Subject: ${letter.subject}\n\n${letter.body}`;
  return (
    <section aria-label={t('deadlines.overdueLetter.region', { title })} className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-red-950">
          <Mail aria-hidden="true" className="size-4" /> {t('deadlines.overdueLetter.heading')}
        </p>
        <div className="flex flex-wrap gap-1">
          <OpenInEmailLink letter={{ ...letter, to: letterClaim.adjusterEmail ?? null }} variant="ghost" />
          <CopyButton text={text} label={t('deadlines.overdueLetter.copy')} success={t('deadlines.overdueLetter.copied')} />
        </div>
      </div>
      <p lang="en" translate="no" className="mt-3 text-sm font-semibold text-slate-900">
        Subject: {letter.subject}
      </p>
      <pre
        lang="en"
        translate="no"
        className="mt-2 whitespace-pre-wrap rounded-lg bg-white p-3 font-sans text-sm leading-relaxed text-slate-800 ring-1 ring-red-100"
      >
        {letter.body}
      </pre>
      <p className="mt-2 text-xs text-slate-600">{t('deadlines.overdueLetter.fillIn')}</p>
    </section>
  );
}
