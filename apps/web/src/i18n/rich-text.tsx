import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-zA-Z]+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with a few words set apart ("I agree to the <terms>Terms of Use</terms>"):
 * each tag's words are handed to its renderer, so a link or bold text sits wherever the language
 * puts it, and the sentence is never cut into pieces for translators. Tags do not nest.
 * (react-i18next's Trans does the same with an HTML parser the first load need not carry.)
 */
export function richText(text: string, renderers: Record<string, (words: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = renderers[tag];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
