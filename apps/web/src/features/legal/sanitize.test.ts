import { describe, expect, it } from 'vitest';
import { sanitizeLegalHtml } from './sanitize';

describe('sanitizeLegalHtml', () => {
  it('keeps headings, lists, emphasis and safe links', () => {
    const html =
      '<h2 id="a">Title</h2><ul><li><strong>One</strong></li></ul><p><a href="/home#contact">contact</a> <a href="https://stripe.com/privacy">Stripe</a> <a href="mailto:help@example.com">mail</a></p>';
    expect(sanitizeLegalHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and images, and every event handler and style attribute', () => {
    const clean = sanitizeLegalHtml(
      '<p onclick="x()" style="color:red">Text</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe name="frame"></iframe><svg><a href="javascript:alert(1)">s</a></svg>',
    );
    expect(clean).toBe('<p>Text</p>');
  });

  it('unwraps unknown tags and keeps their text', () => {
    expect(sanitizeLegalHtml('<div><span class="x">kept</span></div>')).toBe('kept');
  });

  it('removes javascript: and data: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ]) {
      const clean = sanitizeLegalHtml(`<a href="${href}">bad</a>`);
      expect(clean).toBe('<a>bad</a>');
    }
  });

  it('escapes text so it cannot become markup again', () => {
    expect(sanitizeLegalHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
