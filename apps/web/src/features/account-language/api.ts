import type { TAccountLanguage, TProfileResponse } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';
import { userUpdated } from '../../store/auth-slice';

export const accountLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profile update with the language alone: every other field stays as it is. */
    saveAccountLanguage: build.mutation<TProfileResponse, TAccountLanguage>({
      query: (language) => {
        const body = new FormData();
        body.append('language', language);
        return { url: apiPaths.profile, method: 'PATCH', body };
      },
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        try {
          dispatch(userUpdated((await queryFulfilled).data.user));
        } catch {
          // The caller says so; the store keeps the user it had.
        }
      },
    }),
  }),
});

export const { useSaveAccountLanguageMutation } = accountLanguageApi;
