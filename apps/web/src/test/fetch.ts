import { vi } from 'vitest';

/** A JSON answer, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Plays the server: every fetch gets `answer`'s response, and a copy of each request is kept (a
 * copy, so a test can still read a body the answer has read). Undo with vi.unstubAllGlobals().
 */
export function answerFetch(answer: (request: Request) => Response | Promise<Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      return answer(request);
    }),
  );
  return requests;
}
