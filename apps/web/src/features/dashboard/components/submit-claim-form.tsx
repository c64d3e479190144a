import { localToday } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api/api-error';
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
import { IncidentFields, PlaceFields } from './incident-fields';
import { PolicyFileInput } from './policy-file-input';

/** 'Submit Your Claim Info' (spec 2.10, 4 Claim submit, 8 Claim submit). */
export function SubmitClaimForm() {
  const [values, setValues] = useState<ClaimFormValues>(emptyClaimForm);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ClaimFormErrors>({});
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
      toast.success(message);
      void navigate('/chats');
    } catch (error) {
      const data = isApiError(error) ? error.data : undefined;
      setErrors(serverFieldErrors(data));
      setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      void showAlert('Failed to submit claim. Please try again.', 'error');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Submit Your Claim Info">
      {failure && (
        <div className="sm:col-span-2">
          <ErrorBox>
            <strong className="font-semibold">Error submitting claim:</strong> {failure}
          </ErrorBox>
        </div>
      )}
      <IncidentFields values={values} errors={errors} today={today} onChange={change} />
      <TextArea
        className="sm:col-span-2"
        label="What happened"
        name="whatHappened"
        rows={4}
        placeholder="Describe the incident and the damage in a few sentences."
        value={values.whatHappened}
        error={errors.whatHappened}
        onChange={(event) => change('whatHappened', event.target.value)}
      />
      <PlaceFields values={values} errors={errors} onChange={change} />
      <TextField
        label="Insurance company"
        name="insuranceCompany"
        value={values.insuranceCompany}
        error={errors.insuranceCompany}
        onChange={(e) => change('insuranceCompany', e.target.value)}
      />
      <TextField
        label="Policy number"
        name="policyNumber"
        value={values.policyNumber}
        error={errors.policyNumber}
        onChange={(e) => change('policyNumber', e.target.value)}
      />
      <TextField
        label="Police report number"
        name="policeReportNumber"
        hint="Leave blank if there is none."
        value={values.policeReportNumber}
        error={errors.policeReportNumber}
        onChange={(e) => change('policeReportNumber', e.target.value)}
      />
      <div className="sm:col-span-2">
        <PolicyFileInput
          file={file}
          error={errors.policyDocument}
          onFile={setFile}
          onError={(message) => setErrors(({ policyDocument: _old, ...rest }) => (message ? { ...rest, policyDocument: message } : rest))}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading} className="w-full sm:w-auto">
          {isLoading ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </div>
    </form>
  );
}
