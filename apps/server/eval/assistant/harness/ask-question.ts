import { ZSendMessageResponse } from '@benji/shared';
import type { chatClient } from '../../../test/chat/chat-requests';
import type { Question } from '../types';

export const turnsOf = (question: Question): readonly string[] => (typeof question.ask === 'string' ? [question.ask] : question.ask);

export interface Conversation {
  replies: string[];
  /** Set when the chat refused a message; the reply is then empty and every item on it fails. */
  error?: string;
}

/** Asks the question's turns in one new chat session, as the user would type them. */
export async function askQuestion(chat: ReturnType<typeof chatClient>, question: Question): Promise<Conversation> {
  const replies: string[] = [];
  let sessionId: string | undefined;
  for (const turn of turnsOf(question)) {
    const response = await chat.send({ content: turn, ...(sessionId ? { session_id: sessionId } : {}) });
    if (response.statusCode !== 201)
      return { replies: [...replies, ''], error: `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}` };
    const exchange = ZSendMessageResponse.parse(response.json());
    sessionId = exchange.session.session_id;
    replies.push(exchange.ai_message.content);
  }
  return { replies };
}
