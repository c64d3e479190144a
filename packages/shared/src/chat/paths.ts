/** Every chat and claim-details endpoint (spec section 7), plus the streaming variant and the session list. */
export const chatPaths = {
  /** POST: send a message. GET with ?session_id=: the messages of one session. */
  messages: '/api/chat/',
  history: (sessionId: string) => `/api/chat/?session_id=${encodeURIComponent(sessionId)}`,
  /** Beyond the spec: POST, the same body as messages, answered as server-sent events. */
  stream: '/api/chat/stream/',
  /** Beyond the spec: GET, the caller's sessions, most recently updated first. */
  sessions: '/api/chat/sessions/',
  /** Beyond the spec: PATCH renames one conversation, DELETE deletes it with its messages. */
  session: (sessionId: string) => `/api/chat/sessions/${encodeURIComponent(sessionId)}/`,
  /** Beyond the spec: GET, the next steps the chosen claim (else the newest) calls for, as tappable choices. */
  suggestions: (claimId?: number, language?: string) => {
    const query = new URLSearchParams({
      ...(claimId === undefined ? {} : { claim_id: String(claimId) }),
      ...(language ? { lang: language } : {}),
    }).toString();
    return `/api/chat/suggestions/${query ? `?${query}` : ''}`;
  },
  flag: '/api/chat/flag/',
  flagged: '/api/chat/flagged/',
  /** Beyond the spec: the reader's IANA zone, so the PDF's times are theirs, and their language for its headings. */
  downloadPdf: (sessionId: string, timeZone?: string, language?: string) => {
    const query = new URLSearchParams({ ...(timeZone ? { tz: timeZone } : {}), ...(language ? { lang: language } : {}) }).toString();
    return `/api/chat/${encodeURIComponent(sessionId)}/download-pdf/${query ? `?${query}` : ''}`;
  },
  upload: '/api/chat/upload/',
  uploads: '/api/chat/uploads/',
  uploadItem: (uploadId: string) => `/api/chat/uploads/${encodeURIComponent(uploadId)}/`,
} as const;

/** The multipart part of POST chat/upload/ and PATCH chat/uploads/{id}/ that carries the policy PDF. */
export const CLAIM_UPLOAD_FILE_FIELD = 'files';

/** 'chat-1a2b3c4d-2026-03-01.pdf': the first 8 characters of the session id and the UTC date of download. */
export function chatPdfFilename(sessionId: string, now: Date = new Date()): string {
  return `chat-${sessionId.slice(0, 8)}-${now.toISOString().slice(0, 10)}.pdf`;
}
