import type { Topic } from './topics';

// What the question is about, in the user's own words and turned to address them: "Is my $6,800
// ring covered?" → "your $6,800 ring"; "My laptop was stolen from my car. Is it covered?" → "If
// your laptop was stolen from your car, it…". A verdict sentence opens with this, so it answers
// the user's question rather than a generic one.

export interface Subject {
  /** How a verdict sentence opens, before its verb: "Your $6,800 ring", "If your laptop was stolen from your car, it". */
  opener: string;
  /** In the middle of a sentence: "your $6,800 ring", or "this loss" when the user described it in a sentence. */
  inline: string;
  /** Takes "appear" and "are" rather than "appears" and "is". */
  plural: boolean;
  /** The thing a loss told in a clause befalls, as the user named it: "my bike" in "is my bike covered if it is stolen?". */
  thing?: string;
}

/** "Am I covered if I crash with a passenger?": the loss is the clause. */
const IF_CLAUSE = /\b(?:covered|insured|protected)\s+(if|when|while)\s+(.+?)\s*$/i;

const PATTERNS: readonly RegExp[] = [
  /^(?:is|are|was|were|would|will|could)\s+(.+?)\s+(?:be\s+|still\s+|even\s+|really\s+|actually\s+)?(?:covered|insured|excluded|included|paid for|reimbursed)\b/i,
  // "What does comprehensive cover in auto insurance?": the coverage asked about comes before the verb.
  /^what\s+(?:does|do|will|would)\s+((?:(?!\b(?:my|the|this|your|our)?\s*(?:policy|insurance|coverage|plan|insurer|company|it|they)\b).)+?)\s+(?:cover|pay for|include|insure)\b/i,
  /\b(?:cover|covers|covering|pay for|pay to repair|pay to replace|insure|include|reimburse me for|reimburse)\s+(.+?)\s*$/i,
  /\b(?:covered|insured|coverage|protected)\s+(?:for|against)\s+(.+?)\s*$/i,
  /^(?:what about|how about)\s+(.+?)\s*$/i,
];
const PRONOUN = /^(it|that|this|they|them|those|these|this loss|the damage|the loss|that loss)$/i;
const MAX_WORDS = 12;

const SWAPS: Record<string, string> = {
  my: 'your',
  mine: 'yours',
  i: 'you',
  me: 'you',
  our: 'your',
  ours: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  we: 'you',
  us: 'you',
  am: 'are',
};
const toYou = (text: string) =>
  text
    .replace(/\b(my|mine|i|me|our|ours|myself|i'm|im|we|us)\b/gi, (word) => SWAPS[word.toLowerCase()]!)
    .replace(/\byou am\b/gi, 'you are');

const sentences = (question: string) =>
  question
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim().replace(/[?.!]+$/, ''))
    .filter(Boolean);

const lowerFirst = (text: string) => (/^[A-Z]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function isPlural(phrase: string): boolean {
  // "Boarding your dogs" is one act, whatever it acts on: a verb in -ing before its object.
  if (/^\S+ing\s+(?:your|my|our|the|a|an|his|her|their|this|that|these|those)\b/i.test(phrase)) return false;
  const head = phrase.split(/\s+(?:while|from|in|at|for|to|of|that|which|when|after|because|during|on|by|with|under)\s+/i)[0]!;
  const last = head.split(/\s+/).at(-1) ?? '';
  return /[^su]s$/i.test(last) && !/'s$/i.test(last);
}

/** A thing named: "your $6,800 ring". */
function named(phrase: string): Subject {
  const inline = lowerFirst(toYou(phrase));
  return { opener: upperFirst(inline), inline, plural: isPlural(inline) };
}

/** A loss told as a statement or a condition: "If your laptop was stolen from your car, it". */
function described(conjunction: string, clause: string): Subject {
  // "My ring was stolen, it was worth $12,000": the loss is told before the first comma.
  const told = clause.split(/,\s+/)[0]!;
  const subject = { opener: `${upperFirst(conjunction)} ${lowerFirst(toYou(told))}, it`, inline: 'this loss', plural: false };
  const thing = TOLD_OF_A_THING.exec(told)?.[1];
  return thing ? { ...subject, thing: toYou(thing) } : subject;
}

/** A loss told of a thing: "my bicycle got stolen…", "our shed was flattened…": the words before the verb. */
const TOLD_OF_A_THING = /^((?:my|our|the)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+(?:was|were|got|gets|has been|have been|had been|is|are)\b/i;

// "Does Homeowners Insurance Cover Dog Bites?": a headline's capitals are not the user's names.
const TITLE_CASE_WORDS = 0.7;
function asWritten(question: string): string {
  const words = question.match(/[A-Za-z][A-Za-z']*/g) ?? [];
  const capitalised = words.filter((word) => /^[A-Z][a-z]/.test(word)).length;
  return words.length >= 4 && capitalised / words.length >= TITLE_CASE_WORDS
    ? question.replace(/\b[A-Z][a-z]*\b/g, (word) => (word === 'I' ? word : word.toLowerCase()))
    : question;
}

function fromQuestion(asked: string): Subject | null {
  const question = asWritten(asked);
  const all = sentences(question);
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const condition = IF_CLAUSE.exec(all[index]!);
    if (condition) {
      // "Is my bike covered if it is stolen?": the "it" is the bike.
      const thing = PATTERNS[0]!.exec(all[index]!)?.[1];
      const named = thing && !PRONOUN.test(thing) ? thing : null;
      const clause = named ? condition[2]!.replace(/^(it|they)\b/i, named) : condition[2]!;
      const subject = described(condition[1]!.toLowerCase() === 'while' ? 'if' : condition[1]!, clause);
      return named ? { ...subject, thing: named } : subject;
    }
    for (const pattern of PATTERNS) {
      const found = pattern.exec(all[index]!)?.[1]?.trim();
      if (!found) continue;
      // "Is it covered?" names what an earlier sentence said.
      if (PRONOUN.test(found)) return index > 0 ? described('if', all[index - 1]!) : null;
      // "new siding or not": the tail asks for an answer, it is not part of the thing.
      const trimmed = found
        .replace(/\s+(?:by|under|in|with)\s+(?:my|the|this)\s+(?:policy|insurance|coverage)$/i, '')
        .replace(/\s+or\s+(?:what|not|no|nah|nothing)$/i, '')
        // "a new roof here", "the fence too": a word that places the question, not part of the thing.
        .replace(/\s+(?:here|there|now|too|also|then|anyway|again|at all)$/i, '');
      return trimmed.split(/\s+/).length <= MAX_WORDS ? named(trimmed) : null;
    }
  }
  // No question form ("A pipe burst in my kitchen wall. Am I covered?"): the statement.
  const statement = all[0]!;
  return !/^(what|how|when|where|which|who|why|do|does|is|are|can|will|would)\b/i.test(statement) &&
    statement.split(/\s+/).length <= MAX_WORDS * 2
    ? described('if', statement)
    : null;
}

export function subjectOf(question: string, topic: Topic | null): Subject {
  return fromQuestion(question) ?? (topic ? named(topic.label) : { opener: 'This', inline: 'this', plural: false });
}

export const appears = (subject: Subject) => (subject.plural ? 'appear' : 'appears');
export const isOrAre = (subject: Subject) => (subject.plural ? 'are' : 'is');
