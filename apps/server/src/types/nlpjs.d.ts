// NLP.js ships no type declarations; these cover the parts the assistant uses.

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Container;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StemmerEn {
    stem(word: string): string;
    tokenizeAndStem(text: string, keepStops?: boolean): string[];
  }
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export interface NluClassification {
    intent: string;
    score: number;
  }
  export class NluNeural {
    constructor(settings: { locale: string; container?: Container; log?: boolean });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: NluClassification[] }>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
