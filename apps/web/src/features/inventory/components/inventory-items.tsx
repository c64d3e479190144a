import type { TInventoryItem } from '@benji/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';
import toast from '../../../lib/toast';
import { useDuplicateItemMutation } from '../api';
import { DeleteItemDialog } from './delete-item-dialog';
import { ExportButtons } from './export-buttons';
import { EditItemDialog } from './edit-item-dialog';
import { InventoryEmpty } from './inventory-states';
import { ItemList } from './item-list';
import { failureText, serverText } from '../../../i18n/server-text';

/** The list of items with its three actions; the dialogs open over it. */
export function InventoryItems({ claimId, items, money }: { claimId: number; items: TInventoryItem[]; money: (cents: number) => string }) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState<TInventoryItem | null>(null);
  const [deleting, setDeleting] = useState<TInventoryItem | null>(null);
  const [duplicateItem] = useDuplicateItemMutation();

  async function duplicate(item: TInventoryItem) {
    try {
      toast.success(await serverText((await duplicateItem({ claimId, itemId: item.id }).unwrap()).message));
    } catch (error) {
      toast.error(await failureText(error, t('items.duplicateFailed')));
    }
  }

  return (
    <Card className="p-0 sm:p-2">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pb-2 pt-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('items.heading')}</h2>
        <ExportButtons claimId={claimId} />
      </div>
      {items.length === 0 ? (
        <InventoryEmpty />
      ) : (
        <ItemList items={items} money={money} onEdit={setEditing} onDuplicate={(item) => void duplicate(item)} onDelete={setDeleting} />
      )}
      {editing && <EditItemDialog claimId={claimId} item={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteItemDialog claimId={claimId} item={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
