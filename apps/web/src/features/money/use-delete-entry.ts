import type { TLedgerEntry } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import { confirmDeletion, showAlert } from '../../lib/dialogs';
import toast from '../../lib/toast';
import { useDeleteLedgerEntryMutation } from './api';
import { dayText, moneyText, type Currency } from './format';
import { failureText } from '../../i18n/server-text';

/** Delete, once the user has confirmed it: an entry's amounts and names are tedious to type again. */
export function useDeleteEntry(claimId: number, currency: Currency) {
  const { t } = useTranslation('money');
  const [deleteEntry] = useDeleteLedgerEntryMutation();

  return async (entry: TLedgerEntry) => {
    const named = { kind: t(`kinds.${entry.kind}`), amount: moneyText(entry.amount_cents, currency), date: dayText(entry.occurred_on) };
    const confirmed = await confirmDeletion({
      title: t('confirmDelete.title'),
      text: t('confirmDelete.text', named),
      confirm: t('confirmDelete.confirm'),
      cancel: t('confirmDelete.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteEntry({ claimId, entryId: entry.id }).unwrap();
      toast.success(t('toast.deleted'));
    } catch (error) {
      void showAlert(await failureText(error, t('confirmDelete.failed')), 'error');
    }
  };
}
