import { reminderPaths, type TReminderSettings, type TReminderSettingsResponse, type TReminderSettingsSaved } from '@benji/shared';
import { api } from '../../store/api';

// Beside api.ts rather than in it: deadline reminders are their own small area of Settings.
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    reminderSettings: build.query<TReminderSettingsResponse, void>({
      query: () => reminderPaths.settings,
    }),
    saveReminderSettings: build.mutation<TReminderSettingsSaved, TReminderSettings>({
      query: (body) => ({ url: reminderPaths.settings, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(remindersApi.util.upsertQueryData('reminderSettings', undefined, data.settings));
        } catch {
          // A refused save changes nothing; the tab shows why.
        }
      },
    }),
  }),
});

export const { useReminderSettingsQuery, useSaveReminderSettingsMutation } = remindersApi;
