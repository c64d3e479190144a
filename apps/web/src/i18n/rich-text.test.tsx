import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('a sentence with marked words', () => {
  it('hands each tag its words, wherever the language puts them, and keeps the rest as text', () => {
    const { container } = render(
      <p>
        {richText('J’accepte les <terms>conditions</terms> et la <privacy>politique</privacy>', {
          terms: (w) => <a href="/t">{w}</a>,
          privacy: (w) => <b>{w}</b>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>J’accepte les <a href="/t">conditions</a> et la <b>politique</b></p>');
  });

  it('shows the words of a tag it has no renderer for, never the tag', () => {
    const { container } = render(<p>{richText('Code sent to <email>a@b.c</email>.', {})}</p>);
    expect(container.textContent).toBe('Code sent to a@b.c.');
  });
});
