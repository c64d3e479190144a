/** The ids a field's hint and error get, and the aria-describedby that points the field at them. */
export function fieldNoteIds(fieldId: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and the error under a form field, each with the id the field's aria-describedby names. */
export function FieldNotes({ fieldId, hint, error }: { fieldId: string; hint?: string | undefined; error?: string | undefined }) {
  const { hintId, errorId } = fieldNoteIds(fieldId, hint, error);
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
