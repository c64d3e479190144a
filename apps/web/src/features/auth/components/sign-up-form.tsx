import { PASSWORD_MIN_LENGTH, signupErrors, type FormErrors, type SignupValues } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { activeLocale } from '../../../i18n/i18n';
import { PSEUDO_LOCALE, type AppLocale } from '../../../i18n/locales';
import { useTranslation } from '../../../i18n/use-translation';
import toast from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { readField } from '../../../lib/api/api-error';
import { setCredentials } from '../../../store/auth-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useRegisterMutation } from '../api';
import { TermsCheckbox } from './terms-checkbox';
import { codeOf, failureText, serverFieldTexts, serverText } from '../../../i18n/server-text';

const emptyForm: SignupValues = { full_name: '', email: '', address: '', phone_number: '', password: '', agreed: false };
type Field = keyof SignupValues;
const SERVER_FIELDS: Field[] = ['full_name', 'email', 'address', 'phone_number', 'password'];

export function SignUpForm() {
  const [values, setValues] = useState<SignupValues>(emptyForm);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation(['auth', 'common']);

  const [errors, setErrors] = useState<FormErrors<Field>>({});

  // A field with a message is checked again as it is edited, so the message goes once it is fixed.
  const set = <K extends Field>(key: K, value: SignupValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors((current) => ({ ...current, [key]: signupErrors(next)[key] }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = signupErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const locale = activeLocale() as AppLocale;
    const body = {
      full_name: values.full_name,
      email: values.email,
      address: values.address,
      phone_number: values.phone_number,
      password: values.password,
      // The account's e-mails, the sign-up code's first, are written in the language this page is shown in.
      ...(locale === PSEUDO_LOCALE ? {} : { language: locale }),
    };
    try {
      const credentials = await register(body).unwrap();
      dispatch(setCredentials(credentials));
      if (credentials.message) toast.success(await serverText(credentials.message));
      await navigate('/', { replace: true });
    } catch (failure) {
      // The server's word on a field goes under that field; anything else is an outcome, so a toast.
      const onFields = Object.fromEntries(
        SERVER_FIELDS.flatMap((field) => {
          const message = readField(failure, field);
          return message ? [[field, message]] : [];
        }),
      ) as FormErrors<Field>;
      setErrors(await serverFieldTexts(onFields));
      if (Object.keys(onFields).length > 0) return;
      const message = readField(failure, 'message');
      toast.error(message ? await serverText(message, codeOf(failure)) : await failureText(failure, t('dialogs.signUpFailed')));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField
        label={t('signUpForm.fullName')}
        name="full_name"
        error={errors.full_name}
        autoComplete="name"
        placeholder={t('signUpForm.fullNamePlaceholder')}
        value={values.full_name}
        onChange={(e) => set('full_name', e.target.value)}
      />
      <TextField
        label={t('signUpForm.email')}
        type="email"
        name="email"
        error={errors.email}
        autoComplete="email"
        placeholder={t('common:fields.emailPlaceholder')}
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label={t('signUpForm.address')}
        name="address"
        error={errors.address}
        autoComplete="street-address"
        placeholder={t('signUpForm.addressPlaceholder')}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <TextField
        label={t('signUpForm.phone')}
        type="tel"
        name="phone_number"
        error={errors.phone_number}
        autoComplete="tel"
        inputMode="tel"
        placeholder="5551234567"
        value={values.phone_number}
        onChange={(e) => set('phone_number', e.target.value)}
      />
      <PasswordField
        label={t('signUpForm.password')}
        name="password"
        error={errors.password}
        autoComplete="new-password"
        placeholder={t('common:fields.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TermsCheckbox checked={values.agreed} onChange={(agreed) => set('agreed', agreed)} error={errors.agreed} />
      <Button type="submit" loading={isLoading} className="w-full">
        {isLoading ? t('signUpForm.busy') : t('signUpForm.submit')}
      </Button>
    </form>
  );
}
