import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token again from memory, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = new AccessTokens('a-secret-of-some-length', 15);
    const token = await tokens.sign({ userId: 7, sessionId: 'session-a' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    vi.setSystemTime(new Date('2026-11-23T10:14:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    vi.setSystemTime(new Date('2026-11-23T10:15:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, or altered, even after the real one was verified', async () => {
    const tokens = new AccessTokens('a-secret-of-some-length', 15);
    const token = await tokens.sign({ userId: 7, sessionId: 'session-a' });
    await tokens.verify(token);
    const forged = await new AccessTokens('another-secret-entirely', 15).sign({ userId: 7, sessionId: 'session-a' });
    expect(await tokens.verify(forged)).toBeNull();
    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ sid: 'session-a', sub: '8', aud: 'benji-api', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeNull();
  });

  it('refuses a token made to live longer than this server issues them, even when the key is right', async () => {
    const fifteenMinutes = new AccessTokens('a-secret-of-some-length', 15);
    const longLived = await new AccessTokens('a-secret-of-some-length', 60 * 24 * 365).sign({ userId: 7, sessionId: 'session-a' });
    expect(await fifteenMinutes.verify(longLived)).toBeNull();
    expect(await fifteenMinutes.verify(await fifteenMinutes.sign({ userId: 7, sessionId: 'session-a' }))).toEqual({
      userId: 7,
      sessionId: 'session-a',
    });
  });
});
