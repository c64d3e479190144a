import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE, type TInventoryItem } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useUpdateItemMutation } from '../api';
import { useInventoryLabels } from '../use-inventory-labels';
import { changesOf, editValuesOf, serverProblems, type EditField, type EditValues } from '../edit-values';
import { AttachmentsPanel } from './attachments-panel';
import { failureText, serverFieldTexts, serverText } from '../../../i18n/server-text';

const FORM_ID = 'edit-inventory-item';

/** Every field of one item; the age or the purchase date, a life of its own with the reason; its photos and receipts. */
export function EditItemDialog({ claimId, item, onClose }: { claimId: number; item: TInventoryItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const [values, setValues] = useState<EditValues>(() => editValuesOf(item));
  const [problems, setProblems] = useState<Partial<Record<EditField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [updateItem, { isLoading }] = useUpdateItemMutation();
  const set = (field: EditField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reading = changesOf(values);
    if ('problems' in reading) return setProblems(reading.problems);
    try {
      const { message } = await updateItem({ claimId, itemId: item.id, changes: reading.changes }).unwrap();
      toast.success(await serverText(message));
      onClose();
    } catch (error) {
      const found = await serverFieldTexts(serverProblems(isApiError(error) ? error.data : undefined));
      setProblems(found);
      setFormError(Object.keys(found).length > 0 ? undefined : await failureText(error, t('edit.failed')));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('edit.title')}
      subtitle={item.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading}>
            {isLoading ? t('edit.saving') : t('edit.save')}
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
        <TextField
          label={t('edit.description')}
          className="sm:col-span-2"
          value={values.description}
          error={problems.description}
          onChange={set('description')}
        />
        <TextField label={t('edit.room')} value={values.room} error={problems.room} onChange={set('room')} />
        <SelectField label={t('edit.category')} value={values.category} error={problems.category} onChange={set('category')}>
          {INVENTORY_CATEGORY_TABLE.map((row) => (
            <option key={row.id} value={row.id}>
              {labels.category(row.id)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('edit.brandModel')} value={values.brand_model} error={problems.brand_model} onChange={set('brand_model')} />
        <TextField
          label={t('edit.quantity')}
          inputMode="numeric"
          value={values.quantity}
          error={problems.quantity}
          onChange={set('quantity')}
        />
        <TextField
          label={t('edit.age')}
          inputMode="decimal"
          hint={t('edit.ageHint')}
          value={values.age_years}
          error={problems.age_years}
          onChange={set('age_years')}
        />
        <TextField
          label={t('edit.purchaseDate')}
          type="date"
          value={values.purchase_date}
          error={problems.purchase_date}
          onChange={set('purchase_date')}
        />
        <TextField label={t('edit.cost')} inputMode="decimal" value={values.cost} error={problems.cost} onChange={set('cost')} />
        <SelectField label={t('edit.condition')} value={values.condition} error={problems.condition} onChange={set('condition')}>
          {INVENTORY_CONDITION_TABLE.map((row) => (
            <option key={row.id} value={row.id}>
              {labels.condition(row.id)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('edit.life')}
          inputMode="numeric"
          hint={t('edit.lifeHint')}
          value={values.life_years}
          error={problems.life_years}
          onChange={set('life_years')}
        />
        <TextField label={t('edit.note')} value={values.note} error={problems.note} onChange={set('note')} />
      </form>
      {/* Outside the form: a file is uploaded when chosen, not with Save changes. */}
      <AttachmentsPanel claimId={claimId} itemId={item.id} />
    </Modal>
  );
}
