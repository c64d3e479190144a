/** What one scored item checked. The global kinds are applied to every reply, the others to the question's last reply. */
export type ItemKind =
  | 'includes'
  | 'includesAny'
  | 'excludes'
  | 'inOrder'
  | 'refusal'
  | 'clarify'
  | 'fillBeforeSending'
  | 'french'
  | 'spanish'
  | 'brevity'
  | 'invented_amount'
  | 'other_user'
  | 'false_premise'
  | 'instruction_obeyed'
  | 'figure_role';

export const GLOBAL_KINDS: readonly ItemKind[] = ['invented_amount', 'other_user', 'false_premise', 'instruction_obeyed', 'figure_role'];

export interface ItemResult {
  kind: ItemKind;
  /** What was expected, readable in the report: 'includes "$12,150"'. */
  label: string;
  passed: boolean;
  /** For a failed global item: what was found ('$9,000', 'Dispute Final Denial'). */
  found?: readonly string[];
}

/**
 * Text as the checks compare it: lower case, the chat's **bold** markup removed, curly quotes and
 * no-break spaces made plain. "**amount** of the loss" says "amount of the loss".
 */
export const comparable = (text: string) =>
  text
    .replace(/\*\*|__/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();

/** Containment as every check reads it. */
export const contains = (text: string, part: string) => comparable(text).includes(comparable(part));
