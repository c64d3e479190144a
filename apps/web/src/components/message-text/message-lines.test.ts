import { describe, expect, it } from 'vitest';
import { classifyLine, messageBlocks } from './message-lines';

describe('classifyLine', () => {
  it.each([
    'Subject: Claim CLM-1',
    'To: Intact Insurance',
    'Cc: Sam Lee',
    'Date: March 1, 2026',
    'Dear Sam Lee,',
    'Thank you, Sam',
    'Phone: 416-555-0199',
    'Email: ana@example.com',
  ])('reads "%s" as a header', (line) => expect(classifyLine(line)).toEqual({ kind: 'header', text: line }));

  it('trims the line first, and needs the exact opening', () => {
    expect(classifyLine('   Subject: Appeal  ')).toEqual({ kind: 'header', text: 'Subject: Appeal' });
    expect(classifyLine('Dear,')).toEqual({ kind: 'header', text: 'Dear,' });
    expect(classifyLine('Dearborn office called')).toEqual({ kind: 'text', text: 'Dearborn office called' });
    expect(classifyLine('Thank you for your review.')).toEqual({ kind: 'text', text: 'Thank you for your review.' });
    expect(classifyLine('subject: lower case')).toEqual({ kind: 'text', text: 'subject: lower case' });
    expect(classifyLine('The Subject: is later')).toEqual({ kind: 'text', text: 'The Subject: is later' });
  });

  it('reads the four bullet markers, keeping a number as its marker', () => {
    expect(classifyLine('- Photos')).toEqual({ kind: 'bullet', text: 'Photos', marker: '•' });
    expect(classifyLine('* Receipts')).toEqual({ kind: 'bullet', text: 'Receipts', marker: '•' });
    expect(classifyLine('• Estimates')).toEqual({ kind: 'bullet', text: 'Estimates', marker: '•' });
    expect(classifyLine('1. Call the adjuster')).toEqual({ kind: 'bullet', text: 'Call the adjuster', marker: '1.' });
    expect(classifyLine('12. Keep copies')).toEqual({ kind: 'bullet', text: 'Keep copies', marker: '12.' });
  });

  it('leaves look-alikes as text: bold at the start, a minus sign, a decimal, a bare marker', () => {
    expect(classifyLine('**Still to fill in:** [Claim Number]')).toEqual({ kind: 'text', text: '**Still to fill in:** [Claim Number]' });
    expect(classifyLine('-5 degrees')).toEqual({ kind: 'text', text: '-5 degrees' });
    expect(classifyLine('1.5 hours of work')).toEqual({ kind: 'text', text: '1.5 hours of work' });
    expect(classifyLine('-')).toEqual({ kind: 'text', text: '-' });
  });

  it('reads an empty or white-space line as blank', () => {
    expect(classifyLine('')).toEqual({ kind: 'blank' });
    expect(classifyLine(' \t ')).toEqual({ kind: 'blank' });
  });
});

describe('messageBlocks', () => {
  it('joins consecutive bullets into one list and keeps blank lines', () => {
    expect(messageBlocks('Dear Sam,\r\n\r\nPlease send:\n- the report\n2. the estimate\n\nThanks')).toEqual([
      { kind: 'header', text: 'Dear Sam,' },
      { kind: 'blank' },
      { kind: 'text', text: 'Please send:' },
      {
        kind: 'list',
        items: [
          { text: 'the report', marker: '•' },
          { text: 'the estimate', marker: '2.' },
        ],
      },
      { kind: 'blank' },
      { kind: 'text', text: 'Thanks' },
    ]);
  });

  it('starts a new list after any other line', () => {
    const blocks = messageBlocks('- a\ntext\n- b');
    expect(blocks.map((block) => block.kind)).toEqual(['list', 'text', 'list']);
  });
});
