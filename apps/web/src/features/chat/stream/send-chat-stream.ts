import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { chatPaths, type TSendMessageRequest, type TStreamEvent } from '@benji/shared';
import type { AppBaseQuery } from '../../../lib/api/base-query';
import { baseQuery } from '../../../store/api';
import type { AppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/root-reducer';
import { readChatStream } from './read-chat-stream';
import { streamOutcome, type StreamOutcome } from './stream-outcome';

/** 'refused' carries the HTTP status of a request the server turned down before streaming (400, 402, 404…). */
export type StreamResult = StreamOutcome | { ok: false; reason: 'refused'; status: number } | { ok: false; reason: 'aborted' };

const isEventStream = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/event-stream');

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POSTs the message to the streaming endpoint through the app's base query, so the Bearer header,
 * the one-refresh-then-retry on a 401 and the sign-out on a dead session are the same as for every
 * other call. The body is read as it arrives and each event handed to `onEvent`.
 */
export function sendChatStream(
  request: TSendMessageRequest,
  onEvent: (event: TStreamEvent) => void,
  signal: AbortSignal,
  query: AppBaseQuery = baseQuery,
) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<StreamResult> => {
    const queryApi: BaseQueryApi = {
      dispatch,
      getState,
      signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'chatStream',
      type: 'mutation',
    };
    const events: TStreamEvent[] = [];
    const result = await query(
      {
        url: chatPaths.stream,
        method: 'POST',
        body: request,
        headers: { Accept: 'text/event-stream' },
        responseHandler: async (response) => {
          if (!response.ok || !isEventStream(response) || !response.body) return bodyOf(response);
          await readChatStream(response.body, (event) => {
            events.push(event);
            onEvent(event);
          });
          return null;
        },
      },
      queryApi,
      {},
    );
    if (signal.aborted) return { ok: false, reason: 'aborted' };
    // A dropped connection mid-reply surfaces as a failed read: judged by the events that did arrive.
    const status = result.error?.status;
    if (typeof status === 'number' && status >= 400) return { ok: false, reason: 'refused', status };
    return streamOutcome(events);
  };
}
