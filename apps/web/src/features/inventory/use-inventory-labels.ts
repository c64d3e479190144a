import { INVENTORY_CATEGORIES, INVENTORY_CONDITION_TABLE, type TInventoryCategory, type TInventoryCondition } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';

const CATEGORIES = new Set<string>(INVENTORY_CATEGORIES);
const CONDITIONS = new Set<string>(INVENTORY_CONDITION_TABLE.map((row) => row.id));
const isCategory = (id: string): id is TInventoryCategory => CATEGORIES.has(id);
const isCondition = (id: string): id is TInventoryCondition => CONDITIONS.has(id);

/**
 * Categories and conditions are stored by id (the API's values) and shown from the catalogue, in
 * the user's language; English is `@benji/shared`'s labels (inventory-catalogue.test.ts). An id
 * outside the lists is shown as it came.
 */
export function useInventoryLabels() {
  const { t } = useTranslation('inventory');
  return {
    category: (id: string) => (isCategory(id) ? t(`category.${id}`) : id),
    condition: (id: string) => (isCondition(id) ? t(`condition.${id}`) : id),
  };
}
