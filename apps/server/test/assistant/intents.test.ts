import { describe, expect, it } from 'vitest';
import { classify } from '../../src/assistant/providers/offline/intents';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { OpenAiCompatibleEngine } from '../../src/assistant/providers/openai-compatible';
import { selectEngine } from '../../src/assistant/select-engine';

describe('classify', () => {
  it.each([
    ['Can you format my proof of loss?', 'proof_of_loss'],
    ['They want a sworn statement in proof of loss by Friday', 'proof_of_loss'],
    ['Help me prepare for my EUO', 'euo'],
    ['The insurer scheduled an examination under oath', 'euo'],
    ['The adjuster emailed me asking for receipts. Can you help me reply?', 'email_reply'],
    ['Draft an email to the adjuster', 'email_reply'],
    ['Write an appeal letter', 'letter'],
    ['I need a letter asking for a timeline', 'letter'],
    ['Should I get a lawyer?', 'legal'],
    ['What is the status of my claim?', 'claim_status'],
    ["What's next for my claim?", 'claim_status'],
    ['Does my policy cover water damage?', 'policy_question'],
    ['What is my deductible?', 'policy_question'],
    ['My roof was damaged by hail, is it covered?', 'policy_question'],
    ['What can you do?', 'capabilities'],
    ['My basement flooded last night', 'incident'],
    ['Hello', 'greeting'],
    ['purple elephants', 'unknown'],
  ])('%s → %s', (message, intent) => {
    expect(classify(message)).toBe(intent);
  });
});

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
