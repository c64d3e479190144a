import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, type TContactRequest } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextArea } from '../../../components/ui/text-area';
import { isApiError, readField } from '../../../lib/api/api-error';
import { codeOf, failureText, serverFieldTexts, serverText } from '../../../i18n/server-text';
import { useSendContactMessageMutation } from '../api';

const empty: Required<TContactRequest> = { first_name: '', last_name: '', country: '', email: '', message: '' };
type Field = keyof typeof empty;
const FIELDS = Object.keys(empty) as Field[];

/**
 * A field's own message: the server lists them in arrays ({"email": ["…"]}). The plain string beside
 * them, "message", is the answer's summary, not the Message field's.
 */
function fieldMessage(failure: unknown, name: Field): string | undefined {
  const data: unknown = isApiError(failure) ? failure.data : undefined;
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/** Spec 2.4 and 5: no required rule; the e-mail field is of e-mail type; the message is optional. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { t } = useTranslation(['landingMore', 'common']);
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      // The server's message about the field goes as soon as it is edited.
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { message } = await send(values).unwrap();
      toast.success(await serverText(message));
      setValues(empty);
    } catch (failure) {
      // A refused field shows its message under it; otherwise (spec section 8) the toast shows the server's message.
      const onFields = Object.fromEntries(
        FIELDS.flatMap((name) => {
          const message = fieldMessage(failure, name);
          return message ? [[name, message]] : [];
        }),
      );
      setErrors(await serverFieldTexts(onFields));
      if (Object.keys(onFields).length > 0) return;
      const summary = readField(failure, 'message');
      toast.error(summary ? await serverText(summary, codeOf(failure)) : await failureText(failure, t('contact.form.failed')));
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={t('contact.form.label')}>
      <TextField label={t('contact.form.firstName')} autoComplete="given-name" maxLength={CONTACT_NAME_MAX} {...field('first_name')} />
      <TextField label={t('contact.form.lastName')} autoComplete="family-name" maxLength={CONTACT_NAME_MAX} {...field('last_name')} />
      <SelectField label={t('contact.form.country')} autoComplete="country-name" {...field('country')}>
        {/* The server receives the country in English, whatever language the form is in. */}
        <option value="">{t('contact.form.selectCountry')}</option>
        <option value="United States">{t('contact.form.unitedStates')}</option>
        <option value="Canada">{t('contact.form.canada')}</option>
        <option value="Other">{t('contact.form.other')}</option>
      </SelectField>
      <TextField
        label={t('contact.form.email')}
        type="email"
        autoComplete="email"
        placeholder={t('common:fields.emailPlaceholder')}
        maxLength={CONTACT_EMAIL_MAX}
        {...field('email')}
      />
      <TextArea
        label={t('contact.form.message')}
        className="sm:col-span-2"
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX}
        placeholder={t('contact.form.messagePlaceholder')}
        {...field('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading} className="w-full sm:w-auto sm:px-8">
          {isLoading ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
