import { TextField } from '../../../../components/ui/text-field';
import { CLAIM_DETAIL_FIELDS, isRequiredField, type ClaimDetailField } from '../claim-details-values';
import type { ClaimDetailsState } from '../use-claim-details';
import { useTranslation } from '../../../../i18n/use-translation';
import { chatMessageText } from '../../chat-message-text';

const INPUTS: Partial<Record<ClaimDetailField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  adjuster_phone_number: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  adjuster_email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
};

const PLACEHOLDERS = { adjuster_phone_number: 'details.phonePlaceholder', adjuster_email: 'details.emailPlaceholder' } as const;
const placeholderKey = (field: ClaimDetailField) => (field in PLACEHOLDERS ? PLACEHOLDERS[field as keyof typeof PLACEHOLDERS] : null);

/** The seven text fields of spec 2.8; required ones are marked for assistive technology too. */
export function ClaimDetailFields({ claimDetails }: { claimDetails: ClaimDetailsState }) {
  const { values, errors, setField } = claimDetails;
  const { t } = useTranslation('chat');
  return (
    <>
      {CLAIM_DETAIL_FIELDS.map((field) => {
        const required = isRequiredField(field);
        const placeholder = placeholderKey(field);
        return (
          <TextField
            key={field}
            name={field}
            label={t(`details.fields.${field}`)}
            labelAddon={
              required ? (
                <span aria-hidden="true" className="text-brand-700">
                  *
                </span>
              ) : (
                <span className="text-xs text-slate-600">{t('details.optional')}</span>
              )
            }
            aria-required={required || undefined}
            type={INPUTS[field]?.type ?? 'text'}
            inputMode={INPUTS[field]?.inputMode}
            autoComplete={INPUTS[field]?.autoComplete ?? 'off'}
            placeholder={placeholder ? t(placeholder) : undefined}
            value={values[field]}
            error={chatMessageText(errors[field])}
            onChange={(event) => setField(field, event.target.value)}
          />
        );
      })}
    </>
  );
}
