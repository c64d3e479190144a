// Spelling that varies between Canada, the US and a hurried thumb, folded before classifying so
// the classifier sees one word where people write several.

export const FOLDS: readonly [RegExp, string][] = [
  [/\bmould/g, 'mold'],
  [/\bjeweller(y|ies)/g, 'jewelry'],
  [/\bcheque/g, 'check'],
  [/\bofferr?ed\b/g, 'offered'],
  [/\badjustor/g, 'adjuster'],
  [/\be-mail/g, 'email'],
  [/\binsurence|\binsurnace|\binsurace/g, 'insurance'],
  [/\bpls\b|\bplz\b/g, 'please'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(\d+)k\b/g, '$1000'],
];

export function normalizeForClassifier(text: string): string {
  let folded = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}
