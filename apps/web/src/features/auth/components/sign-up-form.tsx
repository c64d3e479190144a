import { validateSignup, type SignupValues } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError, readField } from '../../../lib/api/api-error';
import { setCredentials } from '../../../store/auth-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useRegisterMutation } from '../api';
import { TermsCheckbox } from './terms-checkbox';

const emptyForm: SignupValues = { full_name: '', email: '', address: '', phone_number: '', password: '', agreed: false };

export function SignUpForm() {
  const [values, setValues] = useState<SignupValues>(emptyForm);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignup(values);
    if (problem) {
      toast.error(problem);
      return;
    }
    const body = {
      full_name: values.full_name,
      email: values.email,
      address: values.address,
      phone_number: values.phone_number,
      password: values.password,
    };
    try {
      const credentials = await register(body).unwrap();
      dispatch(setCredentials(credentials));
      if (credentials.message) toast.success(credentials.message);
      await navigate('/', { replace: true });
    } catch (failure) {
      toast.error(
        readField(failure, 'phone_number') ??
          readField(failure, 'message') ??
          (isApiError(failure) ? failure.message : 'Sign up failed. Please try again.'),
      );
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField
        label="Full Name"
        name="full_name"
        autoComplete="name"
        placeholder="Jane Doe"
        value={values.full_name}
        onChange={(e) => set('full_name', e.target.value)}
      />
      <TextField
        label="Email*"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Address*"
        name="address"
        autoComplete="street-address"
        placeholder="Street, city, province or state"
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <TextField
        label="Phone Number (Optional)"
        type="tel"
        name="phone_number"
        autoComplete="tel"
        inputMode="tel"
        placeholder="5551234567"
        value={values.phone_number}
        onChange={(e) => set('phone_number', e.target.value)}
      />
      <PasswordField
        label="Password*"
        name="password"
        autoComplete="new-password"
        placeholder="Min. 8 characters"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TermsCheckbox checked={values.agreed} onChange={(agreed) => set('agreed', agreed)} />
      <Button type="submit" loading={isLoading} className="w-full">
        {isLoading ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
