import { describe, expect, it } from 'vitest';
import { checkLlamaInstalled, llamaMissingMessage } from './local-gguf-runtime';

describe('checkLlamaInstalled', () => {
  it('stops a server told to run a local model without node-llama-cpp, saying how to install it', () => {
    expect(() => checkLlamaInstalled('/models/phi.gguf', () => false)).toThrow(llamaMissingMessage('/models/phi.gguf'));
    expect(llamaMissingMessage('/models/phi.gguf')).toContain('npm install --no-save --ignore-scripts node-llama-cpp@3');
  });

  it('lets it start when the package is there (as in these tests, which install it)', () => {
    expect(() => checkLlamaInstalled('/models/phi.gguf', () => true)).not.toThrow();
    expect(() => checkLlamaInstalled('/models/phi.gguf')).not.toThrow();
  });
});
