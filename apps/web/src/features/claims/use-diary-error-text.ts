import { DiaryMessage, FieldMessage } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import type { DiaryFormErrors } from './diary-form-values';

// The diary rules' messages, shared by the form's checks and the server's 400s: the ones known here
// are shown in the user's language, anything else in the words it came with.
const KNOWN = ['dateInvalid', 'dateFuture', 'kindUnknown', 'directionUnknown', 'channelUnknown'] as const;
const FIELD_KNOWN = ['required', 'blank'] as const;

/** The diary form's errors as the user reads them; `dateOfIncident` is the claim's, named (as YYYY-MM-DD, as in English) in one of them. */
export function useDiaryErrorText(dateOfIncident: string): (errors: DiaryFormErrors) => DiaryFormErrors {
  const { t } = useTranslation('claims');
  const text = (message: string) => {
    const known = KNOWN.find((key) => DiaryMessage[key] === message);
    if (known) return t(`diary.errors.${known}`);
    const field = FIELD_KNOWN.find((key) => FieldMessage[key] === message);
    if (field) return t(`diary.errors.${field}`);
    if (message === DiaryMessage.beforeIncident(dateOfIncident)) return t('diary.errors.beforeIncident', { date: dateOfIncident });
    return message;
  };
  return (errors) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, text(message)]));
}
