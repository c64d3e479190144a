import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AssistantFailure, type AssistantEngine, type AssistantRequest } from '../engine';
import { AbortTimer } from './abort-timer';
import { DEFAULT_RETRY, withOneRetry, type RetryPolicy } from './retry';
import { promptMessages } from './system-prompt';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM). */
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for a whole reply, and for each next piece of a streamed one. */
  timeoutMs: number;
  retry?: RetryPolicy;
}

/** The provider for any server speaking OpenAI's chat-completions protocol. */
export class OpenAiCompatibleEngine implements AssistantEngine {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.name = `openai-compatible:${options.model}`;
    this.retry = options.retry ?? DEFAULT_RETRY;
    // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    // Retries are ours (one, on 429 and 5xx only), so the SDK's own are off.
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey || 'no-key', timeout: options.timeoutMs, maxRetries: 0 });
  }

  async reply(request: AssistantRequest): Promise<string> {
    const completion = await this.guard((signal) =>
      withOneRetry(
        () => this.client.chat.completions.create({ model: this.options.model, messages: promptMessages(request) }, { signal }),
        this.retry,
      ),
    );
    // A proxy's HTML error page arrives as a string, a broken body as an object without choices.
    const reply: unknown = completion;
    if (typeof reply !== 'object' || reply === null || !Array.isArray(completion.choices))
      throw new AssistantFailure('http', 'The language model answered something that is not a chat completion.');
    const content = completion.choices[0]?.message?.content?.trim();
    if (!content) throw new AssistantFailure('empty', 'The language model returned an empty reply.');
    return content;
  }

  async *stream(request: AssistantRequest): AsyncIterable<string> {
    const timeout = new AbortTimer(this.options.timeoutMs);
    let produced = '';
    let finished = false;
    try {
      timeout.arm();
      const stream = await withOneRetry(
        () =>
          this.client.chat.completions.create(
            { model: this.options.model, messages: promptMessages(request), stream: true },
            { signal: timeout.signal },
          ),
        this.retry,
      );
      timeout.arm();
      for await (const chunk of stream) {
        timeout.arm();
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        const text = choice?.delta?.content;
        if (!text) continue;
        produced += text;
        yield text;
      }
      // The SDK ends an aborted stream quietly; a reply cut short must not pass for a whole one.
      if (timeout.timedOut) throw new AssistantFailure('timeout', 'The language model stopped answering.');
      if (!finished) throw new AssistantFailure('network', 'The reply from the language model was cut off.');
    } catch (error) {
      throw toFailure(error, timeout.timedOut);
    } finally {
      timeout.stop();
    }
    if (!produced.trim()) throw new AssistantFailure('empty', 'The language model returned an empty reply.');
  }

  /** Runs a whole (non-streamed) call under one overall time-out, turning every failure into an AssistantFailure. */
  private async guard<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // Covers both attempts and the pause between them, so a reply never takes much over the time-out twice.
    const timeout = new AbortTimer(this.options.timeoutMs * 2 + this.retry.maxDelayMs).arm();
    try {
      return await call(timeout.signal);
    } catch (error) {
      throw toFailure(error, timeout.timedOut);
    } finally {
      timeout.stop();
    }
  }
}

function toFailure(error: unknown, timedOut: boolean): AssistantFailure {
  if (error instanceof AssistantFailure) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError)
    return new AssistantFailure('timeout', 'The language model did not answer in time.');
  if (error instanceof APIUserAbortError) return new AssistantFailure('timeout', 'The request to the language model was aborted.');
  if (error instanceof APIConnectionError)
    return new AssistantFailure('network', `The language model could not be reached: ${error.message}`);
  if (error instanceof APIError)
    return new AssistantFailure('http', `The language model answered ${error.status ?? 'an error'}: ${error.message}`, error.status);
  return new AssistantFailure('network', error instanceof Error ? error.message : 'The language model failed.');
}
