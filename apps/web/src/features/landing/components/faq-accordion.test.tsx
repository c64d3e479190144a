import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const question = (index: number) => screen.getByRole('button', { name: FAQ[index]?.question ?? '' });

describe('FaqAccordion', () => {
  it('lists twenty questions, all closed at first', () => {
    render(<FaqAccordion />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(20);
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one answer at a time, and closes it again', async () => {
    render(<FaqAccordion />);
    await userEvent.click(question(0));
    expect(question(0).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(FAQ[0]?.answer ?? '')).toBeTruthy();
    await userEvent.click(question(4));
    expect(question(4).getAttribute('aria-expanded')).toBe('true');
    expect(question(0).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(question(4));
    expect(question(4).getAttribute('aria-expanded')).toBe('false');
  });
});
