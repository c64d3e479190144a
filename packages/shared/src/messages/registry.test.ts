import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '../index';
import {
  MESSAGE_CODES,
  MESSAGE_GROUPS,
  englishMessage,
  findMessage,
  messageParam,
  readMessage,
  type MessageArgs,
  type MessageCode,
} from './registry';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every argument a message can take, as findMessage reads it back. */
function samples(code: MessageCode): MessageArgs[] {
  const param = messageParam(code);
  if (!param) return [{}];
  if (param.kind === 'choice') return param.values.map((value) => ({ context: value }));
  if (param.kind === 'text') return [{ [param.name]: '2026-03-14' }];
  if (param.kind === 'list') return [{ [param.name]: 'name' }, { [param.name]: 'name, unit_cost' }];
  return [1, 2, 15, 1500, 2_000_000].map((value) => ({ [param.name]: value }));
}

describe('the message registry', () => {
  it('holds every message constant of @benji/shared and the server', () => {
    const root = join(import.meta.dirname, '../../../..');
    const names = [join(root, 'packages/shared/src'), join(root, 'apps/server/src')]
      .flatMap(sourceFiles)
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/export const (\w+Message) = \{/g)].map((match) => match[1]!));
    expect(names.length).toBeGreaterThanOrEqual(16);
    const groups: unknown[] = Object.values(MESSAGE_GROUPS);
    for (const name of names) expect(groups.includes((shared as Record<string, unknown>)[name]), name).toBe(true);
  });

  it('names each message group.key', () => {
    expect(MESSAGE_CODES).toContain('auth.loginFailed');
    expect(MESSAGE_CODES).toContain('field.maxLength');
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
  });

  it('finds the code and the arguments of every message from its English', () => {
    for (const code of MESSAGE_CODES)
      for (const args of samples(code)) {
        const english = englishMessage(code, args);
        const found = findMessage(english);
        expect(found, english).toBeDefined();
        // Two groups may hold the same sentence: the text then names the first, with the same English.
        expect(englishMessage(found!.code, found!.args), code).toBe(english);
        if (found!.code !== code) expect(MESSAGE_CODES.indexOf(found!.code), code).toBeLessThan(MESSAGE_CODES.indexOf(code));
        expect(readMessage(code, english), code).toEqual({ code, args });
      }
  });

  it('reads figures as en-US writes them, and knows no other text', () => {
    expect(findMessage('Keep your message to 10,000 characters or fewer; this one is longer.')).toEqual({
      code: 'chat.contentTooLong',
      args: { max: 10000 },
    });
    expect(findMessage('1 row has problems; nothing was imported.')).toEqual({ code: 'inventory.importRefused', args: { count: 1 } });
    expect(findMessage('Invalid email or password!')).toBeUndefined();
    expect(readMessage('auth.loginFailed', 'Invalid OTP.')).toBeUndefined();
  });
});
