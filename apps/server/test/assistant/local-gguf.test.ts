import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantFailure } from '../../src/assistant/engine';
import { LocalGgufEngine } from '../../src/assistant/providers/local-gguf';
import { chatHistory } from '../../src/assistant/providers/local-gguf-history';
import { SYSTEM_PROMPT } from '../../src/assistant/providers/system-prompt';
import { selectEngine } from '../../src/assistant/select-engine';
import { loadConfig } from '../../src/config';
import { loadAssistant } from '../../src/startup';
import { createTestApp } from '../support/test-app';
import { request } from './fixtures/context';
import { tinyGguf, writeTinyGguf } from './fixtures/tiny-gguf';

// The fixture's model repeats one word greedily ('words') or ends its reply at once ('nothing').
let folder: string;
let wordsPath: string;
let nothingPath: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'benji-gguf-'));
  wordsPath = join(folder, 'tiny-words.gguf');
  nothingPath = join(folder, 'tiny-nothing.gguf');
  await writeTinyGguf(wordsPath, { says: 'words' });
  await writeTinyGguf(nothingPath, { says: 'nothing' });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

// One thread: llama.cpp's threads spin while they wait for each other, which on a busy two-core
// machine made a model this small slower with two threads than with one.
const engine = (path = wordsPath, options: { timeoutMs?: number; maxTokens?: number } = {}) =>
  new LocalGgufEngine({ path, timeoutMs: options.timeoutMs ?? 20_000, maxTokens: options.maxTokens ?? 6, threads: 1 });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failureOf(work: Promise<unknown>): Promise<AssistantFailure> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AssistantFailure);
  return error as AssistantFailure;
}

const noServer = { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined, LLM_TIMEOUT_MS: 20_000 };

describe('local GGUF provider', () => {
  it('gives the model the same role, user context and history as the OpenAI-compatible provider', async () => {
    const history = chatHistory(
      await request('Is mold covered?', {}, [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi Ana!' },
      ]),
    );
    expect(history.map((item) => item.type)).toEqual(['system', 'user', 'model', 'user', 'model', 'user', 'model']);
    const system = history[0]?.type === 'system' ? String(history[0].text) : '';
    expect(system.startsWith(SYSTEM_PROMPT)).toBe(true);
    // The user's records travel in a user turn, never in the system text.
    expect(system).not.toContain('MM-2026-0042');
    expect(history[1]?.type === 'user' ? history[1].text : '').toContain('Claim number: MM-2026-0042');
    expect(history.slice(3)).toEqual([
      { type: 'user', text: 'Hello' },
      { type: 'model', response: ['Hi Ana!'] },
      { type: 'user', text: 'Is mold covered?' },
      { type: 'model', response: [] },
    ]);
  });

  it('loads the model and replies, the same every time', async () => {
    const local = engine();
    await local.ready();
    const asked = await request('Is mold covered?', {}, [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi Ana!' },
    ]);
    const reply = await local.reply(asked);
    expect(typeof reply).toBe('string');
    // Six greedy tokens of one word: a whole reply, cut at maxTokens, the same on every run.
    expect(reply.split(' ')).toHaveLength(6);
    expect(await local.reply(asked)).toBe(reply);
  });

  it('streams pieces whose concatenation is the whole reply', async () => {
    const local = engine();
    const asked = await request('What is my deductible?');
    const pieces = await collect(local.stream(asked));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece).toEqual(expect.any(String));
    expect(pieces.join('').trim()).toBe(await local.reply(asked));
  });

  it('answers requests made at once one after the other, each whole', async () => {
    const local = engine();
    const asked = await request('Draft a letter to my adjuster');
    const [first, second, third] = await Promise.all([local.reply(asked), collect(local.stream(asked)), local.reply(asked)]);
    expect(second.join('').trim()).toBe(first);
    expect(third).toBe(first);
  });

  it('turns a reply that is only the end token into an empty failure, whole and streamed', async () => {
    const silent = engine(nothingPath);
    const asked = await request('Hello');
    expect((await failureOf(silent.reply(asked))).reason).toBe('empty');
    expect((await failureOf(collect(silent.stream(asked)))).reason).toBe('empty');
  });

  it('gives up with a time-out, generating or waiting in line, and lets the next request through', async () => {
    await engine().ready();
    const asked = await request('Tell me everything');
    // Unstopped, 100,000 tokens would run far past the test's own time limit. A stream's time-out
    // restarts with every piece, so the stream is the one kept waiting in line behind the reply.
    const [generating, waiting] = await Promise.all([
      failureOf(engine(wordsPath, { timeoutMs: 1000, maxTokens: 100_000 }).reply(asked)),
      failureOf(collect(engine(wordsPath, { timeoutMs: 100 }).stream(asked))),
    ]);
    expect(generating.reason).toBe('timeout');
    expect(waiting.reason).toBe('timeout');
    expect(await engine().reply(asked)).not.toBe('');
  });
});

describe('selecting the local GGUF provider', () => {
  it('is chosen for LLM_GGUF_PATH when no OpenAI-compatible server is configured, named after the file', () => {
    const selected = selectEngine({ ...noServer, LLM_GGUF_PATH: wordsPath });
    expect(selected).toBeInstanceOf(LocalGgufEngine);
    expect(selected.name).toBe('local-gguf:tiny-words.gguf');
    expect(
      selectEngine({ ...noServer, LLM_GGUF_PATH: wordsPath, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' }).name,
    ).toBe('openai-compatible:llama3.2');
  });

  // The file is read while the engine gets ready, before the model loads: the start (loadAssistant,
  // which main.ts and the test app await) is what refuses it.
  const startOn = (path: string) => loadAssistant(loadConfig({ LOG_LEVEL: 'silent', LLM_GGUF_PATH: path }));

  it('refuses to start on a path with no file, naming the path', async () => {
    const missing = join(folder, 'no-such-model.gguf');
    await expect(startOn(missing)).rejects.toThrow(`Invalid configuration: LLM_GGUF_PATH: ${missing} does not exist.`);
  });

  it('refuses to start on a file that is not a GGUF model, naming the path', async () => {
    const notModel = join(folder, 'notes.gguf');
    await writeFile(notModel, 'This is a text file, not a model.\n');
    await expect(startOn(notModel)).rejects.toThrow(`${notModel} is not a GGUF model file`);
    await expect(startOn(folder)).rejects.toThrow(`${folder} is not a file`);
  });

  it('refuses to start on a GGUF version llama.cpp does not load, though the header reader knows it', async () => {
    const old = join(folder, 'version-1.gguf');
    const file = tinyGguf({ says: 'words' });
    file.writeUInt32LE(1, 4);
    await writeFile(old, file);
    await expect(startOn(old)).rejects.toThrow(`${old} is GGUF version 1; only versions 2 and 3 can be loaded.`);
  });

  it('refuses to start on a GGUF header the reader cannot make sense of, with its reason', async () => {
    const corrupt = join(folder, 'unknown-value-type.gguf');
    const file = tinyGguf({ says: 'words' });
    // The type of the first metadata value, after the 24-byte preamble and the key "general.architecture".
    file.writeUInt32LE(13, 24 + 8 + 'general.architecture'.length);
    await writeFile(corrupt, file);
    await expect(startOn(corrupt)).rejects.toThrow(`${corrupt} is not a valid GGUF model file (Unsupported metadata type: 13).`);
  });

  it('reports a model llama.cpp will not load, naming the path, once loaded is awaited and on every message', async () => {
    // The header is sound, so selection accepts it; only loading finds the unknown architecture.
    const unknown = join(folder, 'unknown-architecture.gguf');
    await writeTinyGguf(unknown, { says: 'words', architecture: 'no-such-architecture' });
    const selected = selectEngine({ ...noServer, LLM_GGUF_PATH: unknown }) as LocalGgufEngine;
    await expect(selected.ready()).rejects.toThrow(`The model ${unknown} could not be loaded`);
    const failure = await failureOf(selected.reply(await request('Hello')));
    expect(failure.message).toContain(unknown);
    // The server waits for the model before it listens, so this start fails instead of the first chat.
    await expect(createTestApp({ LLM_GGUF_PATH: unknown })).rejects.toThrow(`The model ${unknown} could not be loaded`);
    // llama.cpp's load attempt and a whole test app's start: slow on a busy two-core machine.
  }, 60_000);

  it('refuses to start on a model file cut short, as an interrupted download leaves it', async () => {
    const whole = tinyGguf({ says: 'words' });
    const cutInData = join(folder, 'cut-in-data.gguf');
    await writeFile(cutInData, whole.subarray(0, whole.length - 1000));
    const cutInHeader = join(folder, 'cut-in-header.gguf');
    await writeFile(cutInHeader, whole.subarray(0, 200));
    // The setting's error, not llama.cpp's "could not be loaded": the check stops the file first.
    await expect(startOn(cutInData)).rejects.toThrow(
      `Invalid configuration: LLM_GGUF_PATH: ${cutInData} is not a whole GGUF model file: it is shorter than its tensors need`,
    );
    await expect(startOn(cutInHeader)).rejects.toThrow(
      `Invalid configuration: LLM_GGUF_PATH: ${cutInHeader} is not a whole GGUF model file: it ends inside its header.`,
    );
  });
});
