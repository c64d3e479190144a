import { Mail } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { mailtoHref } from '../../../lib/mailto/mailto';
import type { FilledLetter } from '../letter-text';

interface OpenInEmailLinkProps {
  letter: FilledLetter;
  /** The adjuster's address from the claim record, when it has one a link can carry. */
  to: string | null;
}

/**
 * A new e-mail to the adjuster with the letter's subject (which names the claim number once the
 * record has one) and the letter as its text. A letter too long for a mailto: link to arrive whole
 * opens the e-mail without it, and the hint says to paste it in after Copy to Clipboard.
 */
export function OpenInEmailLink({ letter, to }: OpenInEmailLinkProps) {
  const hintId = useId();
  const subject = letter.subject.text;
  const whole = mailtoHref({ subject, to, body: letter.body.text });
  const href = whole ?? `mailto:${to ?? ''}?subject=${encodeURIComponent(subject)}`;
  const recipient = to ? `A new e-mail to ${to}` : 'A new e-mail';
  const hint = whole ? `${recipient}, with this letter.` : `${recipient}. The letter is too long for the link: copy it, then paste it in.`;
  return (
    <>
      <a href={href} title={hint} aria-describedby={hintId} className={buttonClasses('secondary')} data-testid="open-in-email">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        Open in e-mail
      </a>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </>
  );
}
