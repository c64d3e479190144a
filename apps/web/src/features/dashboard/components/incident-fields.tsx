import { CLAIM_TYPE_GROUPS, COUNTRIES } from '@benji/shared';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useClaimWords } from '../../../lib/claim-words';
import { useRegionOptions } from '../../../lib/place-names/use-region-options';
import type { ClaimFormErrors, ClaimFormValues } from '../claim-form-values';
import { SelectField } from '../../../components/ui/select-field';

interface IncidentFieldsProps {
  values: ClaimFormValues;
  errors: ClaimFormErrors;
  today: string;
  onChange: (field: keyof ClaimFormValues, value: string) => void;
}

/** Type of claim (grouped Auto / Home / Other property) and the date it happened. */
export function IncidentFields({ values, errors, today, onChange }: IncidentFieldsProps) {
  const { t } = useTranslation(['dashboard', 'frame']);
  return (
    <>
      <SelectField
        label={t('form.typeOfClaim')}
        name="typeOfClaim"
        value={values.typeOfClaim}
        error={errors.typeOfClaim}
        onChange={(event) => onChange('typeOfClaim', event.target.value)}
      >
        <option value="">{t('form.selectType')}</option>
        {CLAIM_TYPE_GROUPS.map((group) => (
          <optgroup key={group.label} label={t(`frame:claimTypeGroups.${group.label}`)}>
            {group.types.map((type) => (
              <option key={type} value={type}>
                {t(`frame:claimTypes.${type}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label={t('form.dateOfIncident')}
        name="dateOfIncident"
        type="date"
        max={today}
        value={values.dateOfIncident}
        error={errors.dateOfIncident}
        onChange={(event) => onChange('dateOfIncident', event.target.value)}
      />
    </>
  );
}

/** Where it happened: country, the optional state or province (which decides the deadlines), city. */
export function PlaceFields({ values, errors, onChange }: Omit<IncidentFieldsProps, 'today'>) {
  const regions = useRegionOptions(values.countryOfIncident);
  const { t } = useTranslation('dashboard');
  const words = useClaimWords();
  const regionLabel = values.countryOfIncident === 'Canada' ? t('form.province') : t('form.stateOrProvince');
  return (
    <>
      <SelectField
        label={t('form.country')}
        name="countryOfIncident"
        value={values.countryOfIncident}
        error={errors.countryOfIncident}
        onChange={(event) => {
          onChange('countryOfIncident', event.target.value);
          onChange('region', '');
        }}
      >
        <option value="">{t('form.selectCountry')}</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {words.country(country)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={regionLabel}
        name="region"
        value={values.region}
        error={errors.region}
        disabled={regions.length === 0}
        hint={t('form.regionHint')}
        onChange={(event) => onChange('region', event.target.value)}
      >
        <option value="">{regions.length ? t('form.selectRegion') : t('form.countryFirst')}</option>
        {regions.map((region) => (
          <option key={region.code} value={region.code} translate="no">
            {region.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.city')}
        name="cityOfIncident"
        autoComplete="address-level2"
        value={values.cityOfIncident}
        error={errors.cityOfIncident}
        onChange={(event) => onChange('cityOfIncident', event.target.value)}
      />
    </>
  );
}
