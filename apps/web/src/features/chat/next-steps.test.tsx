import {
  encodeStreamEvent,
  type TChatMessage,
  type TClaim,
  type TConversation,
  type TJobChoice,
  type TSendMessageResponse,
  type TUser,
} from '@benji/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { answerFetch, json } from '../../test/fetch';
import { ChatPage } from './chat-page';
import { createTestRouter } from '../../test/test-router';

// The real chat page and store against a server played by answerFetch: what is asserted is what
// the page asks the server for, and what it shows from the answers.

const SESSION = 's-1';
const claim: TClaim = {
  id: 7,
  insurance_company_name: 'Maple Mutual',
  policy_number: 'HO-448812',
  type_of_claim: 'House Fire',
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  description: 'Kitchen fire.',
  date_of_incident: '2026-01-01',
  country_of_incident: 'Canada',
  city_of_incident: 'Toronto',
  region: 'ON',
  police_report_number: '',
  policy_document: null,
  policy_document_name: null,
  status: 'Active',
  user: 1,
};
const conversation: TConversation = {
  session_id: SESSION,
  updated_at: '2026-01-03T00:00:00Z',
  created_at: '2026-01-03T00:00:00Z',
  title: 'money?',
  renamed: false,
  claim_id: 7,
};

const message = (id: number, sender: 'user' | 'bot', content: string, choices?: TJobChoice[]): TChatMessage => ({
  id,
  sender,
  content,
  timestamp: '2026-01-03T00:00:00Z',
  session: SESSION,
  ...(choices && { choices }),
});
const dispute: TJobChoice = { job: 'dispute_offer', label: 'Dispute the offer', message: 'Help me dispute the $12,150 offer.' };
const chase: TJobChoice = { job: 'status_update', label: 'Chase the decision', message: 'Help me chase the overdue decision.' };
const spent: TJobChoice = { job: 'more_time', label: 'Ask for more time', message: 'I need more time.' };
const deadlines: TJobChoice = { job: 'deadline_question', label: 'My deadlines', message: 'What are my deadlines?' };

/** A stored exchange for the message sent, streamed as the server does; a vague one is asked which job it means. */
function streamed(content: string): Response {
  const vague = content === 'money?';
  const stored: TSendMessageResponse = {
    user_message: message(10, 'user', content),
    ai_message: vague
      ? message(11, 'bot', 'Which of these do you need?', [dispute, chase])
      : message(11, 'bot', 'Here is a letter disputing the $12,150 offer.'),
    session: { session_id: SESSION, updated_at: '2026-01-03T00:01:00Z' },
  };
  const body = [
    encodeStreamEvent({ type: 'start', session_id: SESSION, is_new_session: false }),
    encodeStreamEvent({ type: 'delta', text: stored.ai_message.content }),
    encodeStreamEvent({ type: 'done', ...stored }),
  ].join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

interface Server {
  history: TChatMessage[];
  /** The suggestions' answers in turn; the last one repeats. */
  suggestions: Array<TJobChoice[] | 'fails'>;
  /** Held until the test lets the reply go, to look at the page while it is written. */
  replyGate?: Promise<void>;
}

function renderPage(server: Server) {
  let asked = 0;
  const requests = answerFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/chat/stream/') {
      const { content } = (await request.json()) as { content: string };
      await server.replyGate;
      return streamed(content);
    }
    if (url.pathname === '/api/chat/suggestions/') {
      const answer = server.suggestions[Math.min(asked++, server.suggestions.length - 1)];
      return answer === 'fails' ? json({ detail: 'Something went wrong on our side.' }, 500) : json({ suggestions: answer });
    }
    if (url.pathname === '/api/chat/sessions/') return json([conversation]);
    if (url.pathname === '/api/chat/' && url.searchParams.get('session_id') === SESSION) return json(server.history);
    if (url.pathname === '/api/my-claims/') return json([claim]);
    return json([]);
  });
  const store = createTestStore({
    auth: { ...initialAuthState, user: { full_name: 'Ana Ruiz' } as TUser, accessToken: 'token', isAuthenticated: true },
  });
  const router = createTestRouter([{ path: '/chats', element: <ChatPage /> }], '/chats');
  render(<Provider store={store}>{router.element}</Provider>);
  const sent = async () => {
    const request = requests.find((each) => each.url.endsWith('/api/chat/stream/'));
    return request ? ((await request.clone().json()) as unknown) : undefined;
  };
  const suggestionUrls = () => requests.filter((each) => each.url.includes('/api/chat/suggestions/')).map((each) => each.url);
  return { sent, suggestionUrls };
}

const group = (name: string) => screen.queryByRole('group', { name });
const labels = (name: string) =>
  within(group(name)!)
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('choices under a reply', () => {
  it('shows only the latest reply’s choices; a tap sends its message and job, and the chips go while it is answered', async () => {
    let letReplyGo = () => undefined as void;
    const { sent } = renderPage({
      history: [
        message(1, 'user', 'help'),
        message(2, 'bot', 'Which of these?', [spent]),
        message(3, 'user', 'money?'),
        message(4, 'bot', 'Which of these do you need?', [dispute, chase]),
      ],
      suggestions: [[deadlines]],
      replyGate: new Promise((resolve) => (letReplyGo = resolve)),
    });
    await screen.findByText('Which of these do you need?');
    expect(screen.getAllByRole('group', { name: 'Choose what you need' })).toHaveLength(1);
    expect(labels('Choose what you need')).toEqual(['Dispute the offer', 'Chase the decision']);
    // The group sits under the latest reply, not the older one; while its question is open, the next steps wait.
    expect(group('Choose what you need')!.closest('li')!.textContent).toContain('Which of these do you need?');
    expect(group('Suggested next steps')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Dispute the offer' }));
    expect(await screen.findByText('Help me dispute the $12,150 offer.')).toBeTruthy();
    expect(group('Choose what you need')).toBeNull();
    await waitFor(async () =>
      expect(await sent()).toEqual({
        content: 'Help me dispute the $12,150 offer.',
        job: 'dispute_offer',
        session_id: SESSION,
        claim_id: 7,
        lang: 'en-US',
      }),
    );

    letReplyGo();
    expect(await screen.findByText('Here is a letter disputing the $12,150 offer.')).toBeTruthy();
    // The question is answered: its choices are spent, the new reply offers none, and the next steps are back.
    expect(group('Choose what you need')).toBeNull();
    await waitFor(() => expect(group('Suggested next steps')).toBeTruthy());
  });

  it('shows the choices a streamed reply brings', async () => {
    renderPage({ history: [message(1, 'bot', 'Hello.')], suggestions: [[]] });
    await screen.findByText('Hello.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'money?{Enter}');
    await waitFor(() => expect(group('Choose what you need')).toBeTruthy());
    expect(labels('Choose what you need')).toEqual(['Dispute the offer', 'Chase the decision']);
  });

  it('offers none when the latest reply has none, even if an older one did', async () => {
    renderPage({
      history: [message(1, 'user', 'money?'), message(2, 'bot', 'Which?', [dispute]), message(3, 'bot', 'Done.')],
      suggestions: [[]],
    });
    await screen.findByText('Done.');
    expect(group('Choose what you need')).toBeNull();
  });
});

describe('next steps above the composer', () => {
  it('asks for the chosen claim’s steps, sends a tapped one with its job, and asks again once it is answered', async () => {
    const { sent, suggestionUrls } = renderPage({
      history: [message(1, 'user', 'hi'), message(2, 'bot', 'Hello.')],
      suggestions: [[dispute, deadlines], []],
    });
    await waitFor(() => expect(group('Suggested next steps')).toBeTruthy());
    expect(labels('Suggested next steps')).toEqual(['Dispute the offer', 'My deadlines']);
    expect(suggestionUrls().at(-1)).toMatch(/\/api\/chat\/suggestions\/\?claim_id=7&lang=en-US$/);

    await userEvent.click(screen.getByRole('button', { name: 'Dispute the offer' }));
    await screen.findByText('Here is a letter disputing the $12,150 offer.');
    expect(await sent()).toEqual({
      content: 'Help me dispute the $12,150 offer.',
      job: 'dispute_offer',
      session_id: SESSION,
      claim_id: 7,
      lang: 'en-US',
    });
    // Asked again after the exchange; this time there are none, and nothing shows.
    await waitFor(() => expect(suggestionUrls().length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(group('Suggested next steps')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('shows nothing when the steps cannot be read', async () => {
    const { suggestionUrls } = renderPage({ history: [message(1, 'bot', 'Hello.')], suggestions: ['fails'] });
    await screen.findByText('Hello.');
    await waitFor(() => expect(suggestionUrls().length).toBeGreaterThanOrEqual(1));
    // Settled: the failure is in, and nothing took the row's place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(group('Suggested next steps')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
