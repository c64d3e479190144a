import { inventoryPaths, type TInventoryPolicyLimits } from '@benji/shared';
import { api } from '../../store/api';

// Read again on any change to the items (their values and categories decide which limits they
// meet), and with the claim's details (a policy uploaded for the claim).
export const policyLimitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    inventoryPolicyLimits: build.query<TInventoryPolicyLimits, number>({
      query: (claimId) => inventoryPaths.policyLimits(claimId),
      providesTags: ['inventory', 'claims'],
    }),
  }),
});

export const { useInventoryPolicyLimitsQuery } = policyLimitsApi;
