import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, type TContactRequest } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { inputClasses, TextField } from '../../../components/ui/text-field';
import { TextArea } from '../../../components/ui/text-area';
import { isApiError, readField } from '../../../lib/api/api-error';
import { useSendContactMessageMutation } from '../api';

const empty: Required<TContactRequest> = { first_name: '', last_name: '', country: '', email: '', message: '' };

/** Spec 2.4 and 5: no required rule; the e-mail field is of e-mail type; the message is optional. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const field = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { message } = await send(values).unwrap();
      toast.success(message);
      setValues(empty);
    } catch (failure) {
      // Spec section 8: the error toast shows the server's message.
      toast.error(readField(failure, 'message') ?? (isApiError(failure) ? failure.message : 'Something went wrong'));
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Contact us">
      <TextField label="First Name" autoComplete="given-name" maxLength={CONTACT_NAME_MAX} {...field('first_name')} />
      <TextField label="Last Name" autoComplete="family-name" maxLength={CONTACT_NAME_MAX} {...field('last_name')} />
      <div>
        <label htmlFor="contact-country" className="mb-2 block text-sm font-medium text-slate-800">
          Country
        </label>
        <select id="contact-country" className={inputClasses} autoComplete="country-name" {...field('country')}>
          <option value="">Select a country</option>
          <option>United States</option>
          <option>Canada</option>
          <option>Other</option>
        </select>
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={CONTACT_EMAIL_MAX}
        {...field('email')}
      />
      <TextArea
        label="Message (optional)"
        className="sm:col-span-2"
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX}
        placeholder="How can we help with your claim or your account?"
        {...field('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading} className="w-full sm:w-auto sm:px-8">
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
