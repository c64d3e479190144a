import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TUTORIAL_VIDEO_URL, ZPublicConfig } from '@benji/shared';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/test-app';

const mediaSrc = (header: unknown) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'media-src')
    ?.slice(1);

describe('TUTORIAL_VIDEO_URL', () => {
  let defaults: TestApp;
  let overridden: TestApp;
  beforeAll(async () => {
    defaults = await createTestApp();
    overridden = await createTestApp({ TUTORIAL_VIDEO_URL: 'https://videos.example.com/benji/intro.mp4' });
  });
  afterAll(async () => {
    await defaults.close();
    await overridden.close();
  });

  it('defaults to the video shipped with the web app', async () => {
    const response = await defaults.app.inject({ method: 'GET', url: '/api/config/' });
    expect(ZPublicConfig.parse(response.json()).tutorial_video_url).toBe(DEFAULT_TUTORIAL_VIDEO_URL);
    expect(DEFAULT_TUTORIAL_VIDEO_URL).toBe('/media/benji-tutorial.mp4');
    expect(mediaSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'blob:']);
  });

  it('is replaced by the configured URL, whose origin the page may then play from', async () => {
    const response = await overridden.app.inject({ method: 'GET', url: '/api/config/' });
    expect(ZPublicConfig.parse(response.json()).tutorial_video_url).toBe('https://videos.example.com/benji/intro.mp4');
    expect(mediaSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'blob:', 'https://videos.example.com']);
  });

  it.each([
    ['a relative path', 'media/video.mp4'],
    ['a protocol-relative URL', '//evil.example.com/video.mp4'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp URL', 'ftp://example.com/video.mp4'],
  ])('refuses %s', (_label, value) => {
    expect(() => loadConfig({ TUTORIAL_VIDEO_URL: value })).toThrow(/TUTORIAL_VIDEO_URL/);
  });
});

describe('the shipped video', () => {
  // A stand-in for the built web app: the server serves whatever is in WEB_DIST.
  const webDist = mkdtempSync(join(tmpdir(), 'benji-web-dist-'));
  const video = Buffer.alloc(64 * 1024, 7);
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(webDist, 'media'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Benji</title>');
    writeFileSync(join(webDist, 'media', 'benji-tutorial.mp4'), video);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is served as video/mp4', async () => {
    const response = await t.app.inject({ method: 'GET', url: DEFAULT_TUTORIAL_VIDEO_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  // Seeking in the player asks for byte ranges; without 206 answers the browser cannot jump ahead.
  it('answers byte ranges, so the player can seek', async () => {
    const response = await t.app.inject({ method: 'GET', url: DEFAULT_TUTORIAL_VIDEO_URL, headers: { range: 'bytes=1024-2047' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1024-2047/${video.length}`);
    expect(response.rawPayload.length).toBe(1024);
  });
});
