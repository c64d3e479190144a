import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Llama, LlamaChat } from 'node-llama-cpp';
import { checkGgufFile } from './local-gguf-file';
import { TurnQueue } from './local-gguf-queue';

/** Enough for the system prompt, the user's records, recent turns and a reply; more only costs memory. */
const MAX_CONTEXT_TOKENS = 8192;

export interface LoadedModel {
  /** Generates on the model's one context sequence: one call at a time, in a turn. */
  chat: LlamaChat;
  contextTokens: number;
}

export interface LocalModel {
  loaded: Promise<LoadedModel>;
  /** Shared by every engine on this file, since they share its one sequence. */
  turns: TurnQueue;
}

let llama: Promise<Llama> | undefined;
const models = new Map<string, LocalModel>();

/**
 * The model in the GGUF file at `path`, checked then loaded once per process: every engine on the
 * same file shares it, and `threads` (CPU threads; default one per core) counts only for the first.
 * A file that fails the check is never handed to llama.cpp, whose errors would not say what is wrong
 * with it. A file that fails either is not tried again; the promise keeps the error until a restart.
 */
export function loadLocalModel(path: string, threads?: number): LocalModel {
  const key = resolve(path);
  let model = models.get(key);
  if (!model) {
    const loaded = checkThenLoad(path, threads);
    // Both start before anyone waits for them; a failure is reported to whoever waits, never unhandled.
    loaded.catch(() => undefined);
    model = { loaded, turns: new TurnQueue() };
    models.set(key, model);
  }
  return model;
}

/**
 * The check belongs to the shared load, not to each engine: engines on one file then wait on one
 * promise, so their requests still take turns in order of arrival.
 */
async function checkThenLoad(path: string, threads: number | undefined): Promise<LoadedModel> {
  try {
    await checkGgufFile(path);
  } catch (error) {
    // The path comes from LLM_GGUF_PATH: a missing or broken file is a setting to fix.
    throw new Error(`Invalid configuration: LLM_GGUF_PATH: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await load(resolve(path), threads);
  } catch (error) {
    throw new Error(`The model ${path} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

async function load(path: string, threads: number | undefined): Promise<LoadedModel> {
  llama ??= startLlama();
  const model = await (await llama).loadModel({ modelPath: path });
  const context = await model.createContext({
    contextSize: Math.min(model.trainContextSize, MAX_CONTEXT_TOKENS),
    sequences: 1,
    ...(threads ? { threads } : {}),
  });
  const { LlamaChat } = await import('node-llama-cpp');
  return { chat: new LlamaChat({ contextSequence: context.getSequence() }), contextTokens: context.contextSize };
}

async function startLlama(): Promise<Llama> {
  // Imported here, not at the top: its native library is only needed when LLM_GGUF_PATH is set.
  const { getLlama } = await import('node-llama-cpp');
  // CPU only, and only the prebuilt binary that came with the npm package: never download
  // llama.cpp's source or compile it, which a server (or its CI) must not do at start-up.
  // One thread per core: node-llama-cpp's default is at least 4, and llama.cpp's threads spin while
  // they wait for each other, so on 2 cores 4 threads made even a tiny model a hundred times slower.
  return getLlama({
    gpu: false,
    build: 'never',
    skipDownload: true,
    usePrebuiltBinaries: true,
    progressLogs: false,
    maxThreads: availableParallelism(),
  });
}
