import { EmailVerificationMessage, OTP_LENGTH } from '@benji/shared';
import { useState } from 'react';
import { failureText, serverText } from '../../i18n/server-text';
import { useTranslation } from '../../i18n/use-translation';
import { readField } from '../../lib/api/api-error';
import { userUpdated, type SessionUser } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { useResendEmailCodeMutation, useVerifyEmailMutation } from './api';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The banner's state: the code typed, and the one line (error or news) shown under it. */
export function useEmailVerification(user: SessionUser) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('frame');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifyEmail, { isLoading: verifying }] = useVerifyEmailMutation();
  const [resendCode, { isLoading: resending }] = useResendEmailCodeMutation();

  function changeCode(value: string) {
    setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
    setError(null);
  }

  async function submit() {
    setNotice(null);
    if (!CODE_PATTERN.test(code)) return setError(t('verifyEmail.codeFormat'));
    try {
      const { user: verified } = await verifyEmail({ otp: code }).unwrap();
      dispatch(userUpdated(verified));
    } catch (failure) {
      // Verified elsewhere (another tab, another device): the banner has nothing left to ask.
      if (readField(failure, 'error') === EmailVerificationMessage.alreadyVerified)
        dispatch(userUpdated({ ...user, email_verified: true }));
      else setError(await failureText(failure, t('verifyEmail.failed')));
    }
  }

  async function resend() {
    setError(null);
    setNotice(null);
    try {
      setNotice(await serverText((await resendCode().unwrap()).message));
      setCode('');
    } catch (failure) {
      setError(await failureText(failure, t('verifyEmail.resendFailed')));
    }
  }

  return { code, changeCode, error, notice, submit, resend, verifying, resending };
}
