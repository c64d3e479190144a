import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { OpenAiCompatibleEngine } from '../../src/assistant/providers/openai-compatible';
import { selectEngine } from '../../src/assistant/select-engine';

describe('selectEngine', () => {
  const base = { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined, LLM_TIMEOUT_MS: 1000 };

  it('uses the offline engine when no language model is configured', () => {
    expect(selectEngine(base)).toBeInstanceOf(OfflineEngine);
  });

  it('uses an OpenAI-compatible server when a base URL or a key is set, named after the model', () => {
    const local = selectEngine({ ...base, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' });
    expect(local).toBeInstanceOf(OpenAiCompatibleEngine);
    expect(local.name).toBe('openai-compatible:llama3.2');
    expect(selectEngine({ ...base, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' }).name).toBe('openai-compatible:gpt-4o-mini');
  });

  it('refuses to start with a server but no model', () => {
    expect(() => selectEngine({ ...base, LLM_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow('LLM_MODEL is required');
  });
});
