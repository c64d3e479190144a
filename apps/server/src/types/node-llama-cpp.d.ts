// node-llama-cpp is an optional peer dependency (its prebuilt llama.cpp binaries are about 700 MB,
// for a provider that is off by default), so a default install has no types for it. These are the
// few parts the local-gguf provider uses, as the package declares them; when the package is
// installed, TypeScript reads its own declarations instead and the code is checked against those.
declare module 'node-llama-cpp' {
  export type ChatHistoryItem = { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };

  export interface LlamaContextSequence {
    readonly contextSize: number;
  }

  export interface LlamaContext {
    readonly contextSize: number;
    getSequence(): LlamaContextSequence;
  }

  export interface LlamaModel {
    readonly trainContextSize: number;
    createContext(options: { contextSize?: number; sequences?: number; threads?: number }): Promise<LlamaContext>;
  }

  export interface Llama {
    loadModel(options: { modelPath: string }): Promise<LlamaModel>;
  }

  export class LlamaChat {
    constructor(options: { contextSequence: LlamaContextSequence });
    generateResponse(
      history: ChatHistoryItem[],
      options?: { signal?: AbortSignal; maxTokens?: number; temperature?: number; onTextChunk?: (text: string) => void },
    ): Promise<{ response: string }>;
  }

  export function getLlama(options?: {
    gpu?: false | 'auto';
    build?: 'never' | 'auto';
    skipDownload?: boolean;
    usePrebuiltBinaries?: boolean;
    progressLogs?: boolean;
    maxThreads?: number;
  }): Promise<Llama>;
}
