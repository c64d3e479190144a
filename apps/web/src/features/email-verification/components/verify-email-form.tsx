import { OTP_LENGTH } from '@benji/shared';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import type { SessionUser } from '../../../store/auth-slice';
import { useEmailVerification } from '../use-email-verification';

export function VerifyEmailForm({ user }: { user: SessionUser }) {
  const { code, changeCode, error, notice, submit, resend, verifying, resending } = useEmailVerification(user);
  const { t } = useTranslation('frame');
  const errorId = useId();
  const codeId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
      <TextField
        label={t('verifyEmail.codeLabel')}
        id={codeId}
        className="w-44"
        value={code}
        onChange={(event) => changeCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={t('verifyEmail.codePlaceholder')}
        // The message runs the banner's width below, not squeezed under the narrow field.
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={verifying}>
          {verifying ? t('verifyEmail.verifying') : t('verifyEmail.verify')}
        </Button>
        {/* The button is disabled while it sends, which drops the focus: it goes back to the code, still in the dialog. */}
        <Button variant="ghost" onClick={() => void resend().then(() => document.getElementById(codeId)?.focus())} loading={resending}>
          {resending ? t('verifyEmail.sending') : t('verifyEmail.resend')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="w-full text-sm">
          {notice}
        </p>
      )}
    </form>
  );
}
