import type { FastifyInstance } from 'fastify';
import { ChatStreamReader, ZSendMessageResponse, chatPaths, type TSendMessageResponse, type TStreamEvent } from '@benji/shared';
import { bearer } from '../support/accounts';

/** The chat calls, each as one signed-in user. */
export function chatClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    send: (payload: object) => app.inject({ method: 'POST', url: chatPaths.messages, headers, payload }),
    stream: (payload: object) => app.inject({ method: 'POST', url: chatPaths.stream, headers, payload }),
    history: (sessionId: string) => app.inject({ method: 'GET', url: chatPaths.history(sessionId), headers }),
    sessions: () => app.inject({ method: 'GET', url: chatPaths.sessions, headers }),
    rename: (sessionId: string, payload: object) => app.inject({ method: 'PATCH', url: chatPaths.session(sessionId), headers, payload }),
    remove: (sessionId: string) => app.inject({ method: 'DELETE', url: chatPaths.session(sessionId), headers }),
    flag: (payload: object) => app.inject({ method: 'POST', url: chatPaths.flag, headers, payload }),
    flagged: () => app.inject({ method: 'GET', url: chatPaths.flagged, headers }),
    pdf: (sessionId: string, timeZone?: string, language?: string) =>
      app.inject({ method: 'GET', url: chatPaths.downloadPdf(sessionId, timeZone, language), headers }),
    /** Sends a message and returns the parsed exchange; fails loudly otherwise. */
    async ask(content: string, sessionId?: string): Promise<TSendMessageResponse> {
      const response = await this.send({ content, ...(sessionId ? { session_id: sessionId } : {}) });
      if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
      return ZSendMessageResponse.parse(response.json());
    },
  };
}

/** The events of a whole server-sent-events body, parsed with the reader the web app uses. */
export function streamEvents(body: string): TStreamEvent[] {
  return new ChatStreamReader().push(body);
}
