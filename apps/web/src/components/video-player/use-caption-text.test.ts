import { describe, expect, it } from 'vitest';
import { activeCaption, cueText } from './use-caption-text';

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
