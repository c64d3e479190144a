import { Mail } from 'lucide-react';
import { useId } from 'react';
import { mailtoAddress, mailtoHref } from '../../lib/mailto/mailto';
import type { Letter } from '../../lib/plain-copy/plain-letter';
import { useTranslation } from '../../i18n/use-translation';
import { buttonClasses, type ButtonVariant } from './button';

interface OpenInEmailLinkProps {
  /** `to` is the adjuster's address from the claim record; one a link cannot carry is left out. */
  letter: Letter;
  variant?: ButtonVariant;
}

/**
 * A new e-mail to the adjuster with the letter's subject (which names the claim number once the
 * record has one) and the letter as its text. A letter too long for a mailto: link to arrive whole
 * opens the e-mail without it, and the hint says to paste it in after copying it.
 */
export function OpenInEmailLink({ letter, variant = 'secondary' }: OpenInEmailLinkProps) {
  const { t } = useTranslation('frame');
  const hintId = useId();
  const to = mailtoAddress(letter.to);
  const whole = mailtoHref({ ...letter, to });
  const href = whole ?? `mailto:${to ?? ''}?subject=${encodeURIComponent(letter.subject)}`;
  const hint = whole
    ? to
      ? t('openInEmail.wholeTo', { address: to })
      : t('openInEmail.whole')
    : to
      ? t('openInEmail.tooLongTo', { address: to })
      : t('openInEmail.tooLong');
  return (
    <>
      <a href={href} title={hint} aria-describedby={hintId} className={buttonClasses(variant)}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {t('openInEmail.label')}
      </a>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </>
  );
}
