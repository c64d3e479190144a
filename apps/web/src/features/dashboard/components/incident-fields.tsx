import { CLAIM_TYPE_GROUPS, COUNTRIES, REGIONS, isCountry } from '@benji/shared';
import { TextField } from '../../../components/ui/text-field';
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
  return (
    <>
      <SelectField
        label="Type of claim"
        name="typeOfClaim"
        value={values.typeOfClaim}
        error={errors.typeOfClaim}
        onChange={(event) => onChange('typeOfClaim', event.target.value)}
      >
        <option value="">Select type of claim</option>
        {CLAIM_TYPE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label="Date of incident"
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
  const regions = isCountry(values.countryOfIncident) ? REGIONS[values.countryOfIncident] : [];
  const regionLabel = values.countryOfIncident === 'Canada' ? 'Province (optional)' : 'State / Province (optional)';
  return (
    <>
      <SelectField
        label="Country of incident"
        name="countryOfIncident"
        value={values.countryOfIncident}
        error={errors.countryOfIncident}
        onChange={(event) => {
          onChange('countryOfIncident', event.target.value);
          onChange('region', '');
        }}
      >
        <option value="">Select country</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={regionLabel}
        name="region"
        value={values.region}
        error={errors.region}
        disabled={regions.length === 0}
        hint="Lets Benji show the deadlines of its law."
        onChange={(event) => onChange('region', event.target.value)}
      >
        <option value="">{regions.length ? 'Select state or province' : 'Choose a country first'}</option>
        {regions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="City of incident"
        name="cityOfIncident"
        autoComplete="address-level2"
        value={values.cityOfIncident}
        error={errors.cityOfIncident}
        onChange={(event) => onChange('cityOfIncident', event.target.value)}
      />
    </>
  );
}
