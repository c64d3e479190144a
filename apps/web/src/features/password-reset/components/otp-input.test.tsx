import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` }) as HTMLInputElement;
const code = () => screen.getByRole('status').textContent;

describe('OtpInput', () => {
  it('has six numeric boxes and focuses the first', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).inputMode).toBe('numeric');
    expect(document.activeElement).toBe(box(1));
  });

  it('moves to the next box after each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('12a3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('moves back on Backspace in an empty box, then clears there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
  });

  it('fills every box from a pasted code, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste(' 987-654 ');
    expect(code()).toBe('987654');
    expect(document.activeElement).toBe(box(6));
  });
});
