import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Why a server told to run a local model cannot: node-llama-cpp is an optional peer dependency. */
export const llamaMissingMessage = (path: string) =>
  `LLM_GGUF_PATH is set (${path}), but node-llama-cpp is not installed: it is left out of a default install. ` +
  'Install it with `npm install --no-save --ignore-scripts node-llama-cpp@3`, or unset LLM_GGUF_PATH.';

const installed = (): boolean => {
  try {
    require.resolve('node-llama-cpp');
    return true;
  } catch {
    return false;
  }
};

/** Throws at start-up, with what to do, when the local model's runtime is not installed. */
export function checkLlamaInstalled(path: string, isInstalled: () => boolean = installed): void {
  if (!isInstalled()) throw new Error(llamaMissingMessage(path));
}
