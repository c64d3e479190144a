import { ClaimMessage } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import type { ClaimFormErrors } from './claim-form-values';

// The claim rules' messages, shared by this form's checks and the server's 400s: the ones known
// here are shown in the user's language, anything else in the words it came with.
const KNOWN = [
  'typeRequired',
  'typeUnknown',
  'descriptionRequired',
  'dateRequired',
  'dateInvalid',
  'dateTooOld',
  'dateFuture',
  'countryRequired',
  'countryUnknown',
  'cityRequired',
  'regionNotInCountry',
  'onlyPdf',
  'fileTooLarge',
] as const;

/** The form's errors as the user reads them. */
export function useClaimErrorText(): (errors: ClaimFormErrors) => ClaimFormErrors {
  const { t } = useTranslation('dashboard');
  return (errors) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => {
        const known = KNOWN.find((key) => ClaimMessage[key] === message);
        return [field, known ? t(`validation.${known}`) : message];
      }),
    );
}
