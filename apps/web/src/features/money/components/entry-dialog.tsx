import { ENDORSEMENT_STATUSES, LEDGER_AMOUNT_MAX_CENTS, LEDGER_KINDS, type TLedgerEntry } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useAddLedgerEntryMutation, useUpdateLedgerEntryMutation } from '../api';
import {
  blankEntryValues,
  entryInputOf,
  entryValuesOf,
  isChequeKind,
  serverProblems,
  withJointPayee,
  type EntryField,
  type EntryProblems,
  type EntryValues,
} from '../entry-values';
import { moneyText, todayIso, type Currency } from '../format';
import { failureText, serverFieldTexts } from '../../../i18n/server-text';

const FORM_ID = 'ledger-entry';

interface EntryDialogProps {
  claimId: number;
  /** The entry to edit; none to add one. */
  entry?: TLedgerEntry | undefined;
  currency: Currency;
  onClose: () => void;
}

/**
 * Add or edit one entry. What the user typed stays in the form whatever goes wrong: the amount
 * refused here, or a field the server refuses, is marked beside the field.
 */
export function EntryDialog({ claimId, entry, currency, onClose }: EntryDialogProps) {
  const { t, i18n } = useTranslation('money');
  const locale = i18n.language;
  const [values, setValues] = useState<EntryValues>(() => (entry ? entryValuesOf(entry, locale) : blankEntryValues(todayIso())));
  const [problems, setProblems] = useState<EntryProblems>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [addEntry, adding] = useAddLedgerEntryMutation();
  const [updateEntry, updating] = useUpdateLedgerEntryMutation();
  const busy = adding.isLoading || updating.isLoading;
  const set = (field: EntryField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const example = formatNumber(1299.99, { minimumFractionDigits: 2 });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = entryInputOf(values, locale);
    if (!input) {
      const [min, max] = [moneyText(1, currency), moneyText(LEDGER_AMOUNT_MAX_CENTS, currency)];
      return setProblems({ amount: t('form.amountInvalid', { min, max, example }) });
    }
    setProblems({});
    try {
      if (entry) await updateEntry({ claimId, entryId: entry.id, changes: input }).unwrap();
      else await addEntry({ claimId, entry: input }).unwrap();
      toast.success(t(entry ? 'toast.updated' : 'toast.added'));
      onClose();
    } catch (error) {
      const found = await serverFieldTexts(serverProblems(isApiError(error) ? error.data : undefined));
      setProblems(found);
      if (Object.keys(found).length === 0) setFormError(await failureText(error, t('form.saveFailed')));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t(entry ? 'form.editTitle' : 'form.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            {formError}
          </p>
        )}
        <SelectField label={t('form.kind')} className="sm:col-span-2" value={values.kind} error={problems.kind} onChange={set('kind')}>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('form.amountHint', { example })}
          value={values.amount}
          error={problems.amount}
          onChange={set('amount')}
        />
        <TextField
          label={t('form.date')}
          type="date"
          max={todayIso()}
          value={values.occurred_on}
          error={problems.occurred_on}
          onChange={set('occurred_on')}
        />
        <TextField
          label={t('form.payee')}
          className="sm:col-span-2"
          hint={t('form.payeeHint')}
          value={values.payee}
          error={problems.payee}
          onChange={set('payee')}
        />
        {isChequeKind(values.kind) && (
          <>
            <TextField
              label={t('form.jointPayee')}
              hint={t('form.jointPayeeHint')}
              value={values.joint_payee}
              error={problems.joint_payee}
              onChange={(event) => setValues((current) => withJointPayee(current, event.target.value))}
            />
            <SelectField
              label={t('form.endorsement')}
              value={values.endorsement_status}
              error={problems.endorsement_status}
              onChange={set('endorsement_status')}
            >
              {ENDORSEMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`endorsement.${status}`)}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <TextArea label={t('form.note')} className="sm:col-span-2" value={values.note} error={problems.note} onChange={set('note')} />
      </form>
    </Modal>
  );
}
