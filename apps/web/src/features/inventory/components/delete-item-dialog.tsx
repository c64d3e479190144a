import type { TInventoryItem } from '@benji/shared';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api/api-error';
import { showAlert } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useDeleteItemMutation } from '../api';

/** Delete, behind the app's confirmation dialog: an item typed by hand is tedious to type again. */
export function DeleteItemDialog({ claimId, item, onClose }: { claimId: number; item: TInventoryItem; onClose: () => void }) {
  const [deleteItem, { isLoading }] = useDeleteItemMutation();

  async function confirm() {
    try {
      const { message } = await deleteItem({ claimId, itemId: item.id }).unwrap();
      toast.success(message);
      onClose();
    } catch (error) {
      void showAlert(isApiError(error) ? error.message : 'Failed to delete the item. Please try again.', 'error');
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Delete this item?"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Deleting...' : 'Yes, delete it'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        “{item.description}” ({item.room}, quantity {item.quantity}) will be removed from the inventory and its totals. This cannot be
        undone.
      </p>
    </Modal>
  );
}
