import type { Config } from '../config';
import type { AssistantEngine } from './engine';
import { OfflineEngine } from './providers/offline/offline-engine';
import { OpenAiCompatibleEngine } from './providers/openai-compatible';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The engine the configuration asks for: an OpenAI-compatible server when LLM_BASE_URL or
 * LLM_API_KEY is set (OpenAI itself when only the key is), otherwise the offline engine.
 */
export function selectEngine(config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>): AssistantEngine {
  if (!config.LLM_BASE_URL && !config.LLM_API_KEY) return new OfflineEngine();
  if (!config.LLM_MODEL) throw new Error('Invalid configuration: LLM_MODEL is required when LLM_BASE_URL or LLM_API_KEY is set.');
  return new OpenAiCompatibleEngine({
    baseURL: config.LLM_BASE_URL ?? OPENAI_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}
