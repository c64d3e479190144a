import type { TInventoryItem } from '@benji/shared';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { showAlert } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useDeleteItemMutation } from '../api';
import { failureText, serverText } from '../../../i18n/server-text';

/** Delete, behind the app's confirmation dialog: an item typed by hand is tedious to type again. */
export function DeleteItemDialog({ claimId, item, onClose }: { claimId: number; item: TInventoryItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const [deleteItem, { isLoading }] = useDeleteItemMutation();

  async function confirm() {
    try {
      const { message } = await deleteItem({ claimId, itemId: item.id }).unwrap();
      toast.success(await serverText(message));
      onClose();
    } catch (error) {
      void showAlert(await failureText(error, t('delete.failed')), 'error');
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('delete.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            {isLoading ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {t('delete.body', { description: item.description, room: item.room, quantity: item.quantity })}
      </p>
    </Modal>
  );
}
