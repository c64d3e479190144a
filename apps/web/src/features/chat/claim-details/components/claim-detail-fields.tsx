import { TextField } from '../../../../components/ui/text-field';
import { CLAIM_DETAIL_FIELDS, CLAIM_DETAIL_LABELS, isRequiredField, type ClaimDetailField } from '../claim-details-values';
import type { ClaimDetailsState } from '../use-claim-details';

const INPUTS: Partial<Record<ClaimDetailField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  adjuster_phone_number: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  adjuster_email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
};

const PLACEHOLDERS: Partial<Record<ClaimDetailField, string>> = {
  adjuster_phone_number: 'e.g. 416-555-0199 ext 12',
  adjuster_email: 'adjuster@insurer.com',
};

/** The seven text fields of spec 2.8; required ones are marked for assistive technology too. */
export function ClaimDetailFields({ claimDetails }: { claimDetails: ClaimDetailsState }) {
  const { values, errors, setField } = claimDetails;
  return (
    <>
      {CLAIM_DETAIL_FIELDS.map((field) => {
        const required = isRequiredField(field);
        return (
          <TextField
            key={field}
            name={field}
            label={CLAIM_DETAIL_LABELS[field]}
            labelAddon={
              required ? (
                <span aria-hidden="true" className="text-brand-700">
                  *
                </span>
              ) : (
                <span className="text-xs text-slate-600">(optional)</span>
              )
            }
            aria-required={required || undefined}
            type={INPUTS[field]?.type ?? 'text'}
            inputMode={INPUTS[field]?.inputMode}
            autoComplete={INPUTS[field]?.autoComplete ?? 'off'}
            placeholder={PLACEHOLDERS[field]}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setField(field, event.target.value)}
          />
        );
      })}
    </>
  );
}
