import type { ChatHistoryItem } from 'node-llama-cpp';
import type { AssistantRequest } from '../engine';
import { promptMessages } from './system-prompt';

/**
 * The same messages the OpenAI-compatible provider sends, as node-llama-cpp's chat history. The two
 * system messages become one, since not every model's chat template accepts a second; the empty
 * model turn at the end is the one to fill.
 */
export function chatHistory(request: AssistantRequest): ChatHistoryItem[] {
  const messages = promptMessages(request);
  const system = messages.filter((message) => message.role === 'system').map((message) => message.content);
  const turns = messages
    .filter((message) => message.role !== 'system')
    .map((message): ChatHistoryItem =>
      message.role === 'user' ? { type: 'user', text: message.content } : { type: 'model', response: [message.content] },
    );
  return [{ type: 'system', text: system.join('\n\n') }, ...turns, { type: 'model', response: [] }];
}
