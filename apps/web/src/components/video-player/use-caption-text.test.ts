import { describe, expect, it } from 'vitest';
import { activeCaption, captionLanguage, cueText } from './use-caption-text';

describe('cueText', () => {
  it('drops voice and styling tags and resolves character references', () => {
    expect(cueText('<v Narrator>Claim Tips &amp; Tricks: <i>twelve</i> habits</v>')).toBe('Claim Tips & Tricks: twelve habits');
    expect(cueText('1 &lt; 2 &gt; 0')).toBe('1 < 2 > 0');
  });

  it('keeps text that only looks like a reference', () => {
    expect(cueText('Tips & Tricks')).toBe('Tips & Tricks');
  });
});

describe('activeCaption', () => {
  it('puts each showing cue on its own line, and reads nothing when none shows', () => {
    const cues = [{ text: 'First line' }, { text: '' }, { text: 'Second line' }] as unknown as TextTrackCue[];
    expect(activeCaption(cues)).toBe('First line\nSecond line');
    expect(activeCaption(null)).toBe('');
  });
});

describe('captionLanguage', () => {
  const tracks = [
    { src: '/en.vtt', lang: 'en', label: 'English' },
    { src: '/fr.vtt', lang: 'fr', label: 'Français' },
    { src: '/es.vtt', lang: 'es', label: 'Español' },
  ];

  it("shows the interface's language, and the first track for a language it has none of", () => {
    expect(captionLanguage(tracks, 'fr-CA')).toBe('fr');
    expect(captionLanguage(tracks, 'es-US')).toBe('es');
    expect(captionLanguage(tracks, 'en-XA')).toBe('en');
    expect(captionLanguage(tracks, 'de-DE')).toBe('en');
    expect(captionLanguage([], 'fr-CA')).toBeUndefined();
  });
});
