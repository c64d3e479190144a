import {
  INVENTORY_ATTACHMENT_FIELD,
  INVENTORY_ATTACHMENT_KIND_FIELD,
  INVENTORY_IMPORT_FIELD,
  type InventoryAttachmentKind,
  type TInventoryAttachment,
  type TInventoryAttachmentList,
  claimsPaths,
  type TClaim,
  inventoryPaths,
  type TInventoryItemChanges,
  type TInventoryItemInput,
  type TInventoryList,
  type TMessageResponse,
} from '@benji/shared';
import { api } from '../../store/api';

interface ItemsAnswer {
  message: string;
}

// A change to the inventory touches its claim (the claim's last update moves), so 'claims' is read again too.
const changed = ['inventory', 'claims'] as const;

export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The claim the inventory belongs to: its name for the heading, its country for the currency. */
    inventoryClaim: build.query<TClaim, number>({
      query: (claimId) => claimsPaths.item(claimId),
      providesTags: ['claims'],
    }),
    inventory: build.query<TInventoryList, number>({
      query: (claimId) => inventoryPaths.items(claimId),
      providesTags: ['inventory'],
    }),
    addItems: build.mutation<ItemsAnswer, { claimId: number; items: TInventoryItemInput[] }>({
      query: ({ claimId, items }) => ({ url: inventoryPaths.batch(claimId), method: 'POST', body: { items } }),
      invalidatesTags: [...changed],
    }),
    updateItem: build.mutation<ItemsAnswer, { claimId: number; itemId: number; changes: TInventoryItemChanges }>({
      query: ({ claimId, itemId, changes }) => ({ url: inventoryPaths.item(claimId, itemId), method: 'PATCH', body: changes }),
      invalidatesTags: [...changed],
    }),
    duplicateItem: build.mutation<ItemsAnswer, { claimId: number; itemId: number }>({
      query: ({ claimId, itemId }) => ({ url: inventoryPaths.duplicate(claimId, itemId), method: 'POST' }),
      invalidatesTags: [...changed],
    }),
    deleteItem: build.mutation<TMessageResponse, { claimId: number; itemId: number }>({
      query: ({ claimId, itemId }) => ({ url: inventoryPaths.item(claimId, itemId), method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
    importSheet: build.mutation<{ message: string; imported: number }, { claimId: number; file: File }>({
      query: ({ claimId, file }) => {
        const body = new FormData();
        body.append(INVENTORY_IMPORT_FIELD, file);
        return { url: inventoryPaths.import(claimId), method: 'POST', body };
      },
      invalidatesTags: [...changed],
    }),
    itemAttachments: build.query<TInventoryAttachment[], { claimId: number; itemId: number }>({
      query: ({ claimId, itemId }) => inventoryPaths.attachments(claimId, itemId),
      transformResponse: (answer: TInventoryAttachmentList) => answer.attachments,
      providesTags: (_result, _error, { itemId }) => [{ type: 'inventoryAttachments', id: itemId }],
    }),
    // The item's count (its row's badge) changes with its attachments, so the inventory is read again too.
    addAttachment: build.mutation<ItemsAnswer, { claimId: number; itemId: number; kind: InventoryAttachmentKind; file: File }>({
      query: ({ claimId, itemId, kind, file }) => {
        const body = new FormData();
        body.append(INVENTORY_ATTACHMENT_KIND_FIELD, kind);
        body.append(INVENTORY_ATTACHMENT_FIELD, file);
        return { url: inventoryPaths.attachments(claimId, itemId), method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { itemId }) => [{ type: 'inventoryAttachments', id: itemId }, ...changed],
    }),
    deleteAttachment: build.mutation<TMessageResponse, { claimId: number; itemId: number; attachmentId: number }>({
      query: ({ claimId, itemId, attachmentId }) => ({ url: inventoryPaths.attachment(claimId, itemId, attachmentId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { itemId }) => [{ type: 'inventoryAttachments', id: itemId }, ...changed],
    }),
  }),
});

export const {
  useInventoryClaimQuery,
  useInventoryQuery,
  useAddItemsMutation,
  useUpdateItemMutation,
  useDuplicateItemMutation,
  useDeleteItemMutation,
  useImportSheetMutation,
  useItemAttachmentsQuery,
  useAddAttachmentMutation,
  useDeleteAttachmentMutation,
} = inventoryApi;
