import type { LetterTemplate } from '@benji/shared';
import { useState } from 'react';
import type { LetterContent } from './letter-text';

/** The user's edits, kept while the page is open: spec 2.12 keeps them local and never sends them. */
export function useLetterEdits() {
  const [edits, setEdits] = useState<Record<string, LetterContent>>({});
  return {
    contentOf: (template: LetterTemplate): LetterContent => edits[template.id] ?? template.fullContent,
    isEdited: (template: LetterTemplate) => template.id in edits,
    save: (template: LetterTemplate, content: LetterContent) => setEdits((current) => ({ ...current, [template.id]: content })),
    restore: (template: LetterTemplate) =>
      setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== template.id))),
  };
}
