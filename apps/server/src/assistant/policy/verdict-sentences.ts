import { formatMoney } from './amounts';
import type { AmountClause } from './caps';
import type { CarveBack } from './exception-facts';
import { clipWords, headingLabel, leadTitle, withoutListMarker } from './segments';
import { appears, isOrAre, type Subject } from './subject';
import type { Topic } from './topics';
import type { WeighedPassage } from './weigh';

// The one-sentence verdicts. Each opens with the user's subject, says what the policy does with
// it, and gives the page it rests on.

const QUOTE_WORDS = 18;

/** "(page 4)" or "(pages 4 and 6)". */
export function pagesNote(...pages: number[]): string {
  const distinct = [...new Set(pages)].sort((a, b) => a - b);
  if (distinct.length === 1) return `(page ${distinct[0]})`;
  return `(pages ${distinct.slice(0, -1).join(', ')} and ${distinct.at(-1)})`;
}

const EXCLUDING =
  /^(?:we|this policy|this coverage|this peril|it)\s+(?:do|does|will)\s+not\s+(?:cover|insure|include|pay\s+for|provide\s+coverage\s+for)\s+/i;
const COVERING = /^we\s+(?:will\s+)?(?:cover|insure|pay\s+for)\s+/i;

/** Policy words as a sentence carries them: no list marker, no title, no "We do not cover" or "We cover". */
export function ownWords(text: string, max = QUOTE_WORDS): string {
  let words = withoutListMarker(text.trim());
  const title = leadTitle(words);
  if (title && words.length > title.length + 2) words = words.slice(title.length + 1).trim();
  const clipped = clipWords(words.replace(EXCLUDING, '').replace(COVERING, ''), max);
  // "Sudden and accidental…" reads on mid-sentence in lower case; "Other Than Collision…" is a name.
  return /^[A-Z][a-z]*[,;]?\s+[a-z]/.test(clipped) ? clipped.charAt(0).toLowerCase() + clipped.slice(1) : clipped;
}

const quoted = (passage: WeighedPassage) => `“${ownWords(passage.sentence)}”`;

/** What a passage is called: its own title, else its heading. */
export function labelOf(passage: WeighedPassage): string | null {
  return leadTitle(passage.body) ?? (passage.heading ? headingLabel(passage.heading) : null);
}

const capText = (cap: AmountClause) => `${cap.phrase}${cap.appliesTo ? ` ${cap.appliesTo}` : ''}`;

export function coveredSentence(subject: Subject, cover: WeighedPassage, someThingsLimited = false): string {
  if (someThingsLimited)
    return `${subject.opener} ${appears(subject)} covered, with special limits on some things: your policy pays at most ${quoted(cover)} ${pagesNote(cover.page)}.`;
  return `${subject.opener} ${appears(subject)} covered: your policy covers ${quoted(cover)} ${pagesNote(cover.page)}.`;
}

/** Covered, with a limit: "only up to" when the user's amount is over it, else "up to". */
export function limitedSentence(subject: Subject, cap: AmountClause, claimed: number | null, cover: WeighedPassage | null): string {
  const pages = pagesNote(cap.passage.page, ...(cover ? [cover.page] : []));
  if (claimed !== null && claimed > cap.amount.value)
    return `${subject.opener} ${appears(subject)} covered only up to ${cap.amount.phrase}: ${formatMoney(claimed)} is more than the limit of ${capText(cap)} ${pages}.`;
  if (claimed !== null)
    return `${subject.opener} ${appears(subject)} covered: ${formatMoney(claimed)} is within the limit of ${capText(cap)} ${pages}.`;
  return `${subject.opener} ${appears(subject)} covered up to ${capText(cap)} ${pages}.`;
}

export function excludedSentence(subject: Subject, exclusion: WeighedPassage, topic: Topic | null): string {
  const missing = topic?.endorsement ? `; it is covered only by ${topic.endorsement}, and I could not find that in your policy` : '';
  return `${subject.opener} ${appears(subject)} excluded: your policy does not cover ${quoted(exclusion)} ${pagesNote(exclusion.page)}${missing}.`;
}

/** An exclusion with a carve-back the facts do not settle. */
export function carveBackSentence(subject: Subject, exception: WeighedPassage, carve: CarveBack, cap: AmountClause | null): string {
  const pages = pagesNote(exception.page, ...(cap ? [cap.passage.page] : []));
  const limit = cap ? ` up to ${cap.phrase}` : '';
  if (carve.joiner === 'except')
    return `${subject.opener} ${appears(subject)} excluded, except ${carve.text}, which ${isOrAre(subject)} covered${limit} ${pages}.`;
  return `${subject.opener} ${appears(subject)} excluded ${carve.joiner} ${carve.text}; then ${subject.plural ? 'they are' : 'it is'} covered${limit} ${pages}.`;
}

/** An exclusion lifted only by an endorsement the policy does not hold. */
export function endorsementMissingSentence(subject: Subject, exception: WeighedPassage, carve: CarveBack): string {
  return `${subject.opener} ${appears(subject)} excluded ${carve.joiner === 'except' ? 'except for' : carve.joiner} ${carve.text} ${pagesNote(exception.page)}, and I could not find that endorsement in your policy.`;
}

/** An exclusion whose carve-back the user's facts meet. */
export function carvedOutSentence(
  subject: Subject,
  exception: WeighedPassage,
  carve: CarveBack,
  cap: AmountClause | null,
  claimed: number | null,
): string {
  const pages = pagesNote(exception.page, ...(cap ? [cap.passage.page] : []));
  const over = cap && claimed !== null && claimed > cap.amount.value;
  const limit = cap ? ` ${over ? 'only ' : ''}up to ${cap.phrase}` : '';
  const reach = carve.joiner === 'except' ? `does not apply to ${carve.text}` : `does not apply when ${carve.text}`;
  return `${subject.opener} ${appears(subject)} covered${limit}: the exclusion ${reach} ${pages}.`;
}

export function conflictSentence(subject: Subject, cover: WeighedPassage, exclusion: WeighedPassage): string {
  return `${subject.opener} may or may not be covered, depending on the facts: your policy covers ${quoted(cover)} ${pagesNote(cover.page)} but excludes ${quoted(exclusion)} ${pagesNote(exclusion.page)}.`;
}

export function narrowExclusionSentence(subject: Subject, exclusion: WeighedPassage): string {
  return `${subject.opener} may or may not be covered, depending on the facts: your policy excludes ${quoted(exclusion)} ${pagesNote(exclusion.page)}, so it turns on whether that describes your loss.`;
}

export function conditionSentence(condition: WeighedPassage): string {
  const label = labelOf(condition);
  return `Your policy sets a condition${label ? ` under ${label}` : ''}: ${quoted(condition)} ${pagesNote(condition.page)}.`;
}

export function mentionSentence(subject: Subject, passage: WeighedPassage): string {
  const label = labelOf(passage);
  return `Your policy mentions ${subject.inline}${label ? ` under ${label}` : ''} ${pagesNote(passage.page)} but does not say plainly whether ${subject.plural ? 'they are' : 'it is'} covered: ${quoted(passage)}.`;
}

export function notFoundSentence(subject: Subject, topic: Topic | null): string {
  if (topic?.endorsement)
    return `${topic.label} ${isOrAre(subject)} usually covered only by ${topic.endorsement}; I could not find that in your policy.`;
  return `I could not find anything about ${subject.inline} in your policy.`;
}

/** " for Section I", " for Part D – Collision": what the deductible applies to, from the words before it. */
function deductibleLabel(clause: AmountClause): string | null {
  const before = withoutListMarker(clause.segment.slice(0, clause.amount.index));
  return (
    /^([^:]{2,50}):/
      .exec(before)?.[1]
      ?.replace(/\bdeductibles?\b/gi, '')
      .trim() || null
  );
}

export function deductibleSentence(deductibles: readonly AmountClause[], claimed: number | null): string {
  const [first] = deductibles;
  if (!first) return '';
  const label = deductibleLabel(first);
  const pages = pagesNote(...deductibles.map((clause) => clause.passage.page));
  if (claimed !== null && !first.amount.percent) {
    const deductible = `${formatMoney(first.amount.value)} deductible${label ? ` for ${label}` : ''}`;
    if (claimed <= first.amount.value)
      return `Your ${formatMoney(claimed)} loss is within your ${deductible}, so the insurer would likely pay nothing on it ${pagesNote(first.passage.page)}.`;
    return `After your ${deductible}, the insurer would pay at most ${formatMoney(claimed - first.amount.value)} of a ${formatMoney(claimed)} covered loss ${pagesNote(first.passage.page)}.`;
  }
  if (deductibles.length === 1) return `Your deductible${label ? ` for ${label}` : ''} appears to be ${first.amount.phrase} ${pages}.`;
  const list = deductibles.slice(0, 3).map((clause) => {
    const named = deductibleLabel(clause);
    return `${clause.amount.phrase}${named ? ` (${named})` : ''}`;
  });
  return `Your policy shows ${list.length} deductibles: ${list.slice(0, -1).join(', ')} and ${list.at(-1)} ${pages}.`;
}
