import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedMessage } from './formatted-message';

describe('FormattedMessage', () => {
  it('marks header lines, lists bullets, and bolds double-asterisk runs', () => {
    const { container } = render(
      <FormattedMessage content={'Subject: **Appeal**\n\nDear Sam,\nPlease send:\n- the report\n1. the estimate\nThank you, Ana'} />,
    );
    const headers = [...container.querySelectorAll('[data-line="header"]')].map((node) => node.textContent);
    expect(headers).toEqual(['Subject: Appeal', 'Dear Sam,', 'Thank you, Ana']);
    expect(container.querySelector('[data-line="header"] strong')?.textContent).toBe('Appeal');
    const items = [...container.querySelectorAll('ul > li')].map((node) => node.textContent);
    expect(items).toEqual(['•the report', '1.the estimate']);
  });

  it('shows markup as text and never builds elements from it', () => {
    const { container } = render(<FormattedMessage content={'<img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
  });
});
