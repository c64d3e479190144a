import type { FastifyInstance } from 'fastify';
import {
  INVENTORY_IMPORT_FIELD,
  ZInventoryItemWithMessage,
  ZInventoryList,
  inventoryPaths,
  type TInventoryItem,
  type TInventoryList,
} from '@benji/shared';
import { bearer } from '../support/accounts';
import { signedInClaimant } from '../claims/claim-requests';

/** A three-year-old sofa (15-year life) bought before the claims' default date of incident (2024-04-02). */
export const validItem = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  room: 'Living room',
  category: 'furniture',
  description: 'Three-seat sofa, grey fabric',
  brand_model: 'IKEA Kivik',
  quantity: 1,
  age_months: 36,
  purchase_price_cents: 89_900,
  unit_replacement_cost_cents: 150_000,
  condition: 'good',
  ...overrides,
});

/** A multipart form carrying one file under `field` (the import's by default). */
export function fileForm(
  content: string | Buffer,
  filename = 'inventory.csv',
  field = INVENTORY_IMPORT_FIELD,
  type = 'text/csv',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), filename);
  return form;
}

/** The inventory calls, each as one signed-in user. */
export function inventoryClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    list: (claimId: number) => app.inject({ method: 'GET', url: inventoryPaths.items(claimId), headers }),
    add: (claimId: number, payload: object) => app.inject({ method: 'POST', url: inventoryPaths.items(claimId), headers, payload }),
    addMany: (claimId: number, payload: object) => app.inject({ method: 'POST', url: inventoryPaths.batch(claimId), headers, payload }),
    change: (claimId: number, itemId: number, payload: object) =>
      app.inject({ method: 'PATCH', url: inventoryPaths.item(claimId, itemId), headers, payload }),
    duplicate: (claimId: number, itemId: number) => app.inject({ method: 'POST', url: inventoryPaths.duplicate(claimId, itemId), headers }),
    remove: (claimId: number, itemId: number) => app.inject({ method: 'DELETE', url: inventoryPaths.item(claimId, itemId), headers }),
    import: (claimId: number, payload: FormData | object) =>
      app.inject({ method: 'POST', url: inventoryPaths.import(claimId), headers, payload }),
    export: (claimId: number) => app.inject({ method: 'GET', url: inventoryPaths.export(claimId), headers }),
    exportXlsx: (claimId: number) => app.inject({ method: 'GET', url: inventoryPaths.exportXlsx(claimId), headers }),
    /** Adds a valid item and returns it parsed; fails loudly otherwise. */
    async create(claimId: number, overrides: Record<string, unknown> = {}): Promise<TInventoryItem> {
      const response = await this.add(claimId, validItem(overrides));
      if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
      return ZInventoryItemWithMessage.parse(response.json()).item;
    },
    /** The inventory with its totals, parsed; fails loudly otherwise. */
    async read(claimId: number): Promise<TInventoryList> {
      const response = await this.list(claimId);
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
      return ZInventoryList.parse(response.json());
    },
  };
}

/** A new signed-in claimant with one claim, and a client for that claim's inventory. */
export async function claimWithInventory(app: FastifyInstance) {
  const { user, claims } = await signedInClaimant(app);
  const claim = await claims.create();
  return { claimId: claim.id, claims, userId: user.user.pk, access: user.access, inventory: inventoryClient(app, user.access) };
}
