import { ClaimUploadMessage, missingFieldsMessage, policyFileProblem, type TClaimUpload } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { isApiError, readField } from '../../../lib/api/api-error';
import { selectAccessToken } from '../../../store/auth-slice';
import { useAppSelector } from '../../../store/hooks';
import type { ClaimChoice } from '../claim-choice/use-chosen-claim';
import { useChatClaimUploadsQuery, useSaveClaimUploadMutation, useUpdateClaimUploadMutation } from './api';
import {
  blankRequiredErrors,
  emptyClaimDetails,
  serverFieldErrors,
  toClaimDetailsFormData,
  detailsOfClaim,
  valuesFromClaim,
  valuesFromUpload,
  type ClaimDetailErrors,
  type ClaimDetailField,
  type ClaimDetailValues,
} from './claim-details-values';

export type SaveOutcome = { ok: boolean; message: string };

/**
 * The chat page's claim details: the live form, the chosen PDF and the saved upload, held once so
 * the form on the right and the checklist on the left read the same values (spec 2.8, 4).
 */
export function useClaimDetails(choice: ClaimChoice) {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const uploads = useChatClaimUploadsQuery(signedIn ? undefined : skipToken);
  const { claim } = choice;
  const upload: TClaimUpload | null = detailsOfClaim(uploads.data ?? [], claim);
  const [saveUpload, creating] = useSaveClaimUploadMutation();
  const [updateUpload, updating] = useUpdateClaimUploadMutation();

  const [values, setValues] = useState<ClaimDetailValues>(emptyClaimDetails);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ClaimDetailErrors>({});
  // The form is filled once per record (the details, or a claim that has none yet): a later refetch
  // or an update must not overwrite what the user is typing. Picking another claim loads its own.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const recordKey = upload ? upload.upload_id : claim ? `claim:${claim.id}` : null;
  const known = !uploads.isLoading && !choice.isLoading;
  if (known && recordKey !== null && recordKey !== loadedKey) {
    setLoadedKey(recordKey);
    setValues(upload ? valuesFromUpload(upload) : claim ? valuesFromClaim(claim) : emptyClaimDetails);
    setFile(null);
    setErrors({});
  }

  function setField(field: ClaimDetailField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  /** Spec 5: only the first file is used; a refused file changes nothing but the message. */
  function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    const problem = policyFileProblem(chosen);
    setErrors(({ files: _old, ...rest }) => (problem ? { ...rest, files: problem } : rest));
    if (!problem) setFile(chosen);
  }

  function removeFile() {
    setFile(null);
    setErrors(({ files: _old, ...rest }) => rest);
  }

  async function save(): Promise<SaveOutcome> {
    const missing = missingFieldsMessage(values);
    if (missing) {
      setErrors((current) => ({ ...current, ...blankRequiredErrors(values) }));
      return { ok: false, message: missing };
    }
    const body = toClaimDetailsFormData(values, file, upload ? null : (claim?.id ?? null));
    const existing = upload?.upload_id;
    try {
      const response = existing ? await updateUpload({ uploadId: existing, body }).unwrap() : await saveUpload(body).unwrap();
      setFile(null);
      setErrors({});
      // Spec 4 clears the form after a create; it then is an existing claim, so it shows at once
      // what the server saved rather than blank fields that look as if the input was lost.
      if (!existing) {
        setLoadedKey(response.claim_upload.upload_id);
        setValues(valuesFromUpload(response.claim_upload));
      }
      return { ok: true, message: response.message || (existing ? ClaimUploadMessage.updated : ClaimUploadMessage.uploaded) };
    } catch (error) {
      setErrors(serverFieldErrors(isApiError(error) ? error.data : undefined));
      const fallback = existing ? ClaimUploadMessage.updateFailure : ClaimUploadMessage.uploadFailure;
      return { ok: false, message: readField(error, 'message') ?? readField(error, 'detail') ?? fallback };
    }
  }

  return {
    signedIn,
    values,
    file,
    errors,
    upload,
    /** True until the saved details are known, so the form never overwrites the user's typing. */
    isLoading: signedIn && (uploads.isLoading || choice.isLoading),
    loadError: uploads.isError && !uploads.data ? uploads.error : undefined,
    retryLoad: uploads.refetch,
    isUpdate: Boolean(upload),
    isSaving: creating.isLoading || updating.isLoading,
    setField,
    chooseFile,
    removeFile,
    save,
  };
}

export type ClaimDetailsState = ReturnType<typeof useClaimDetails>;
