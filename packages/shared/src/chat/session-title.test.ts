import { describe, expect, it } from 'vitest';
import { SESSION_TITLE_MAX_LENGTH, sessionTitle } from './session-title';

describe('sessionTitle', () => {
  it('keeps a short question as asked, on one line and without bold marks', () => {
    expect(sessionTitle('  A pipe burst.\nWhat should I do **first**?  ')).toBe('A pipe burst. What should I do first?');
  });

  it('cuts a long question at a word, with an ellipsis, to at most 60 characters', () => {
    const title = sessionTitle('My adjuster offered $14,600 for the kitchen but my contractor quoted $22,300, what do I do now?');
    expect(title).toBe('My adjuster offered $14,600 for the kitchen but my…');
    expect(title.length).toBeLessThanOrEqual(SESSION_TITLE_MAX_LENGTH);
  });

  it('cuts inside a very long word rather than dropping it', () => {
    const title = sessionTitle(`Policy ${'x'.repeat(100)}`);
    expect(title).toHaveLength(SESSION_TITLE_MAX_LENGTH);
    expect(title.endsWith('x…')).toBe(true);
  });
});
