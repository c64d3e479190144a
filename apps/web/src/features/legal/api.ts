import { publicSitePaths, type TLegalList } from '@benji/shared';
import { api } from '../../store/api';

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyPolicy: build.query<TLegalList, void>({ query: () => publicSitePaths.privacy }),
    termsAndConditions: build.query<TLegalList, void>({ query: () => publicSitePaths.terms }),
  }),
});

export const { usePrivacyPolicyQuery, useTermsAndConditionsQuery } = legalApi;
