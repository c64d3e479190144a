import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './media-url';

describe('resolveMediaUrl', () => {
  const host = 'https://benji.example';

  it('prefixes a path relative to the API host', () => {
    expect(resolveMediaUrl('/api/files/42', host)).toBe('https://benji.example/api/files/42');
    expect(resolveMediaUrl('media/p.png', `${host}/`)).toBe('https://benji.example/media/p.png');
  });

  it('keeps absolute URLs as they are', () => {
    expect(resolveMediaUrl('https://cdn.example/p.png', host)).toBe('https://cdn.example/p.png');
    expect(resolveMediaUrl('HTTP://cdn.example/p.png', host)).toBe('HTTP://cdn.example/p.png');
  });

  it('gives null for a missing image, so the placeholder shows', () => {
    expect(resolveMediaUrl(null, host)).toBeNull();
    expect(resolveMediaUrl('', host)).toBeNull();
  });

  it("defaults the API host to the page's origin", () => {
    expect(resolveMediaUrl('/api/files/1')).toBe(`${window.location.origin}/api/files/1`);
  });
});
