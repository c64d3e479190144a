import type { Config } from '../config';
import type { AssistantEngine } from './engine';
import { LocalGgufEngine } from './providers/local-gguf';
import { OfflineEngine } from './providers/offline/offline-engine';
import { OpenAiCompatibleEngine } from './providers/openai-compatible';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type EngineConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'> & Partial<Pick<Config, 'LLM_GGUF_PATH'>>;

/**
 * The engine the configuration asks for: an OpenAI-compatible server when LLM_BASE_URL or
 * LLM_API_KEY is set (OpenAI itself when only the key is), else the model file at LLM_GGUF_PATH,
 * else the offline engine. node-llama-cpp missing stops the start-up here; a model file that is
 * missing or broken stops it when the engine is ready().
 */
export function selectEngine(config: EngineConfig): AssistantEngine {
  if (config.LLM_BASE_URL || config.LLM_API_KEY) {
    if (!config.LLM_MODEL) throw new Error('Invalid configuration: LLM_MODEL is required when LLM_BASE_URL or LLM_API_KEY is set.');
    return new OpenAiCompatibleEngine({
      baseURL: config.LLM_BASE_URL ?? OPENAI_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
    });
  }
  if (config.LLM_GGUF_PATH) {
    try {
      return new LocalGgufEngine({ path: config.LLM_GGUF_PATH, timeoutMs: config.LLM_TIMEOUT_MS });
    } catch (error) {
      throw new Error(`Invalid configuration: LLM_GGUF_PATH: ${(error as Error).message}`, { cause: error });
    }
  }
  return new OfflineEngine();
}
