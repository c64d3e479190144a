import { chatPaths, type TFlaggedMessage } from '@benji/shared';
import { api } from '../../store/api';

export const savedMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET chat/flagged/: the caller's saved messages. */
    savedMessages: build.query<TFlaggedMessage[], void>({
      query: () => chatPaths.flagged,
    }),
  }),
});

export const { useSavedMessagesQuery } = savedMessagesApi;
