import { calendarPaths, type TCalendarFeedResetResponse, type TCalendarFeedResponse } from '@benji/shared';
import { api } from '../../store/api';

// Beside api.ts rather than in it: the calendar feed is its own small area of Settings.
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The private feed address; the server makes it on the first call. */
    calendarFeed: build.query<TCalendarFeedResponse, void>({
      query: () => calendarPaths.feed,
    }),
    resetCalendarFeed: build.mutation<TCalendarFeedResetResponse, void>({
      query: () => ({ url: calendarPaths.resetFeed, method: 'POST' }),
      // The old address is dead the moment this answers: show the new one without another call.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, { url: data.url }));
        } catch {
          // A failed reset changes nothing; the tab reports it.
        }
      },
    }),
  }),
});

export const { useCalendarFeedQuery, useResetCalendarFeedMutation } = calendarApi;
