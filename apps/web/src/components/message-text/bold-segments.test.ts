import { describe, expect, it } from 'vitest';
import { boldSegments } from './bold-segments';

describe('boldSegments', () => {
  it('makes the text between a pair of double asterisks bold', () => {
    expect(boldSegments('Your **claim number** is **CLM-1**.')).toEqual([
      { text: 'Your ', bold: false },
      { text: 'claim number', bold: true },
      { text: ' is ', bold: false },
      { text: 'CLM-1', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('leaves an unpaired marker as typed, and drops an empty pair', () => {
    expect(boldSegments('5 ** 2 is 25')).toEqual([{ text: '5 ** 2 is 25', bold: false }]);
    expect(boldSegments('a****b')).toEqual([
      { text: 'a', bold: false },
      { text: 'b', bold: false },
    ]);
    expect(boldSegments('')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(boldSegments('**<img src=x onerror=alert(1)>**')).toEqual([{ text: '<img src=x onerror=alert(1)>', bold: true }]);
  });
});
