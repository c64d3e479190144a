import { basename } from 'node:path';
import { AssistantFailure, type AssistantEngine, type AssistantRequest } from '../engine';
import { AbortTimer } from './abort-timer';
import { checkLlamaInstalled } from './local-gguf-runtime';
import { chatHistory } from './local-gguf-history';
import { loadLocalModel, type LocalModel } from './local-gguf-model';
import { untilAborted } from './local-gguf-queue';

export interface LocalGgufOptions {
  /** A GGUF model file, e.g. ./models/llama-3.2-3b-instruct-q4_k_m.gguf. */
  path: string;
  /** Longest wait for a whole reply, and for each next piece of a streamed one; waiting in line counts. */
  timeoutMs: number;
  /** Longest reply, in tokens. */
  maxTokens?: number;
  /** CPU threads; one per core unless set. Only the first engine on a file decides, as they share the model. */
  threads?: number;
}

const DEFAULT_MAX_TOKENS = 1024;

/**
 * The provider for a model file run in this process by llama.cpp (node-llama-cpp), on the CPU. The
 * constructor starts checking the file, then loading it; requests take turns on the one loaded model.
 */
export class LocalGgufEngine implements AssistantEngine {
  readonly name: string;
  private readonly model: LocalModel;
  private readonly maxTokens: number;

  /** Throws, naming the path, when node-llama-cpp is not installed. */
  constructor(private readonly options: LocalGgufOptions) {
    checkLlamaInstalled(options.path);
    this.name = `local-gguf:${basename(options.path)}`;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.model = loadLocalModel(options.path, options.threads);
  }

  /**
   * Resolves once the model is loaded; rejects, naming the file, when it is missing or not a whole
   * GGUF file, or when llama.cpp cannot load it.
   */
  async ready(): Promise<void> {
    await this.model.loaded;
  }

  async reply(request: AssistantRequest): Promise<string> {
    const timeout = new AbortTimer(this.options.timeoutMs).arm();
    let text: string;
    try {
      text = await this.generate(request, timeout.signal);
    } catch (error) {
      throw toFailure(error, timeout.timedOut);
    } finally {
      timeout.stop();
    }
    const content = text.trim();
    if (!content) throw new AssistantFailure('empty', 'The local model returned an empty reply.');
    return content;
  }

  async *stream(request: AssistantRequest): AsyncIterable<string> {
    // Restarted on every piece: the model must start, and then keep going, within the time-out.
    const timeout = new AbortTimer(this.options.timeoutMs);
    // node-llama-cpp pushes pieces through a callback; they wait here until the consumer pulls.
    const pieces: string[] = [];
    let wake: (() => void) | undefined;
    let settled = false;
    timeout.arm();
    const generation = this.generate(request, timeout.signal, (piece) => {
      timeout.arm();
      if (!piece) return;
      pieces.push(piece);
      wake?.();
    });
    const finished = generation.then(
      () => undefined,
      () => undefined,
    );
    void finished.then(() => {
      settled = true;
      wake?.();
    });
    let produced = '';
    try {
      for (;;) {
        const piece = pieces.shift();
        if (piece !== undefined) {
          produced += piece;
          yield piece;
        } else if (settled) break;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
      await generation;
    } catch (error) {
      throw toFailure(error, timeout.timedOut);
    } finally {
      // A consumer that stops early stops the model too; its turn ends only once the model has.
      timeout.stop({ abort: true });
      await finished;
    }
    if (!produced.trim()) throw new AssistantFailure('empty', 'The local model returned an empty reply.');
  }

  /** One turn on the model: waits in line, then generates greedily up to maxTokens. */
  private async generate(request: AssistantRequest, signal: AbortSignal, onTextChunk?: (piece: string) => void): Promise<string> {
    const { chat } = await untilAborted(this.model.loaded, signal);
    const endTurn = await this.model.turns.acquire(signal);
    try {
      const { response } = await chat.generateResponse(chatHistory(request), {
        signal,
        maxTokens: this.maxTokens,
        // Greedy: the same question on the same records gets the same answer.
        temperature: 0,
        ...(onTextChunk ? { onTextChunk } : {}),
      });
      return response;
    } finally {
      endTurn();
    }
  }
}

function toFailure(error: unknown, timedOut: boolean): AssistantFailure {
  if (error instanceof AssistantFailure) return error;
  if (timedOut) return new AssistantFailure('timeout', 'The local model did not answer in time.');
  // A model that would not load or broke off: not the network, but no reason fits better.
  return new AssistantFailure('network', `The local model failed: ${error instanceof Error ? error.message : String(error)}`);
}
