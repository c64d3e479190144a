import { ZCredentials, authPaths, chatPaths, claimsPaths } from '@benji/shared';
import { claimForm, minimalPdf, validFields } from '../../claims/claim-requests';
import { uploadForm, validUploadFields } from '../../uploads/upload-requests';
import { newUserInput } from '../../support/accounts';

export interface Answer {
  status: number;
  body: unknown;
}

async function call(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a PDF): keep the text.
  }
  return { status: response.status, body };
}

/** The API over real HTTP, as a browser would call it, against a server started by the test. */
export function apiClient(baseUrl: string) {
  return {
    async register(): Promise<{ access: string; email: string; password: string }> {
      const input = newUserInput();
      const answer = await call(`${baseUrl}${authPaths.register}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { access: ZCredentials.parse(answer.body).access, email: input.email, password: input.password };
    },
    as(access: string) {
      const headers = { authorization: `Bearer ${access}` };
      const json = { ...headers, 'content-type': 'application/json' };
      return {
        submitClaim: (description: string, withPdf = true) =>
          call(`${baseUrl}${claimsPaths.list}`, {
            method: 'POST',
            headers,
            body: claimForm(validFields({ description }), withPdf ? { data: minimalPdf(), filename: 'policy.pdf' } : undefined),
          }),
        listClaims: () => call(`${baseUrl}${claimsPaths.list}`, { headers }),
        chat: (content: string, sessionId?: string) =>
          call(`${baseUrl}${chatPaths.messages}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ content, ...(sessionId ? { session_id: sessionId } : {}) }),
          }),
        history: (sessionId: string) => call(`${baseUrl}${chatPaths.history(sessionId)}`, { headers }),
        sessions: () => call(`${baseUrl}${chatPaths.sessions}`, { headers }),
        saveUpload: (claimNumber: string) =>
          call(`${baseUrl}${chatPaths.upload}`, {
            method: 'POST',
            headers,
            body: uploadForm(validUploadFields({ add_claim_number: claimNumber }), [{ data: minimalPdf(), filename: 'policy.pdf' }]),
          }),
        uploads: () => call(`${baseUrl}${chatPaths.uploads}`, { headers }),
      };
    },
  };
}
