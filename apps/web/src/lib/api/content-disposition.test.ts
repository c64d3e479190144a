import { describe, expect, it } from 'vitest';
import { filenameOf } from './content-disposition';

describe('filenameOf', () => {
  it('prefers the exact UTF-8 name, then the quoted one, then a bare one', () => {
    expect(filenameOf(`attachment; filename="Caf_.xlsx"; filename*=UTF-8''Caf%C3%A9.xlsx`)).toBe('Café.xlsx');
    expect(filenameOf('attachment; filename="contents-7-2026-11-27.xlsx"')).toBe('contents-7-2026-11-27.xlsx');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  });

  it('answers null when the header names no file', () => {
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('attachment')).toBeNull();
  });
});
