import { localToday } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import { showAlert } from '../../../lib/dialogs';
import { useSubmitClaimMutation } from '../api';
import {
  emptyClaimForm,
  serverFieldErrors,
  toClaimFormData,
  validateClaimForm,
  type ClaimFormErrors,
  type ClaimFormValues,
} from '../claim-form-values';
import { useClaimErrorText } from '../use-claim-message';
import { IncidentFields, PlaceFields } from './incident-fields';
import { PolicyFileInput } from './policy-file-input';
import { failureText, serverText } from '../../../i18n/server-text';

/** 'Submit Your Claim Info' (spec 2.10, 4 Claim submit, 8 Claim submit). */
export function SubmitClaimForm() {
  const [values, setValues] = useState<ClaimFormValues>(emptyClaimForm);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  const { t } = useTranslation('dashboard');
  const shown = useClaimErrorText()(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitClaim, { isLoading }] = useSubmitClaimMutation();
  const navigate = useNavigate();
  const today = localToday();

  function change(field: keyof ClaimFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateClaimForm(values, today);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const { message } = await submitClaim(toClaimFormData(values, file)).unwrap();
      setValues(emptyClaimForm);
      setFile(null);
      setFailure(null);
      toast.success(await serverText(message));
      void navigate('/chats');
    } catch (error) {
      const data = isApiError(error) ? error.data : undefined;
      setErrors(serverFieldErrors(data));
      setFailure(await failureText(error, t('summary.errorFallback')));
      void showAlert(t('form.failedAlert'), 'error');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2" aria-label={t('form.title')}>
      {failure && (
        <div className="sm:col-span-2">
          <ErrorBox>
            {richText(t('form.errorLead', { message: failure }), { strong: (words) => <strong className="font-semibold">{words}</strong> })}
          </ErrorBox>
        </div>
      )}
      <IncidentFields values={values} errors={shown} today={today} onChange={change} />
      <TextArea
        className="sm:col-span-2"
        label={t('form.whatHappened')}
        name="whatHappened"
        rows={4}
        placeholder={t('form.whatHappenedPlaceholder')}
        value={values.whatHappened}
        error={shown.whatHappened}
        onChange={(event) => change('whatHappened', event.target.value)}
      />
      <PlaceFields values={values} errors={shown} onChange={change} />
      <TextField
        label={t('form.insuranceCompany')}
        name="insuranceCompany"
        value={values.insuranceCompany}
        error={shown.insuranceCompany}
        onChange={(e) => change('insuranceCompany', e.target.value)}
      />
      <TextField
        label={t('form.policyNumber')}
        name="policyNumber"
        value={values.policyNumber}
        error={shown.policyNumber}
        onChange={(e) => change('policyNumber', e.target.value)}
      />
      <TextField
        label={t('form.policeReport')}
        name="policeReportNumber"
        hint={t('form.policeReportHint')}
        value={values.policeReportNumber}
        error={shown.policeReportNumber}
        onChange={(e) => change('policeReportNumber', e.target.value)}
      />
      <div className="sm:col-span-2">
        <PolicyFileInput
          file={file}
          error={shown.policyDocument}
          onFile={setFile}
          onError={(message) => setErrors(({ policyDocument: _old, ...rest }) => (message ? { ...rest, policyDocument: message } : rest))}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading} className="w-full sm:w-auto">
          {isLoading ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
