import { describe, expect, it } from 'vitest';
import { DEFAULT_INSURER_EMOJI, insurerEmoji } from './insurer-emoji';

describe('insurerEmoji', () => {
  it('gives each of the six named insurers its own emoji, whatever the case or suffix', () => {
    const names = ['State Farm', 'ALLSTATE', 'Geico Casualty', 'Progressive Direct', 'Intact Insurance', 'Desjardins Assurances'];
    const emoji = names.map(insurerEmoji);
    expect(new Set(emoji).size).toBe(6);
    expect(emoji).not.toContain(DEFAULT_INSURER_EMOJI);
    expect(insurerEmoji('state farm mutual')).toBe(insurerEmoji('State Farm'));
  });

  it('gives everyone else, and a blank name, the default', () => {
    expect(insurerEmoji('Aviva')).toBe(DEFAULT_INSURER_EMOJI);
    expect(insurerEmoji('')).toBe(DEFAULT_INSURER_EMOJI);
  });
});
