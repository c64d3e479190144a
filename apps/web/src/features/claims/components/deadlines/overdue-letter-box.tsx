import { overdueLetterIn, type LetterClaim, type TDeadline } from '@benji/shared';
import { Mail } from 'lucide-react';
import { CopyButton } from '../../../../components/ui/copy-button';
import { OpenInEmailLink } from '../../../../components/ui/open-in-email-link';
import { useTranslation } from '../../../../i18n/use-translation';
import { deadlineLocaleOf } from '../../../../lib/deadline-words/load-deadline-words';
import { useDeadlineWords } from '../../../../lib/deadline-words/use-deadline-words';

/** The ready letter for an insurer's overdue deadline, citing the rule (deadline engine, letter.ts). */
export function OverdueLetterBox({ deadline, letterClaim, title }: { deadline: TDeadline; letterClaim: LetterClaim; title: string }) {
  const { t, i18n } = useTranslation('claims');
  const words = useDeadlineWords();
  const ruleWords = words?.rules[deadline.ruleId] ?? null;
  // In the page's language once its rules' words have arrived; English for a rule they do not hold.
  const locale = ruleWords ? deadlineLocaleOf(i18n.language) : null;
  const letter = overdueLetterIn(deadline, letterClaim, locale, ruleWords);
  const lang = locale ?? 'en';
  const subject = locale ? t('deadlines.overdueLetter.subject', { subject: letter.subject }) : `Subject: ${letter.subject}`;
  const text = `${subject}\n\n${letter.body}`;
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
      <p lang={lang} translate="no" className="mt-3 text-sm font-semibold text-slate-900">
        {subject}
      </p>
      <pre
        lang={lang}
        translate="no"
        className="mt-2 whitespace-pre-wrap rounded-lg bg-white p-3 font-sans text-sm leading-relaxed text-slate-800 ring-1 ring-red-100"
      >
        {letter.body}
      </pre>
      <p className="mt-2 text-xs text-slate-600">{t('deadlines.overdueLetter.fillIn')}</p>
    </section>
  );
}
