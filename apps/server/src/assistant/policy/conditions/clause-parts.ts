import { clauseTypeOf, splitAtException, splitPassage } from '../../retrieval/clause-type';
import type { RankedPassage } from '../../retrieval/passage-search';
import { GENERIC_TERMS, META_TERMS } from '../../retrieval/query-terms';
import { tokenize, tokens } from '../../retrieval/tokenize';
import { isDeductible, moneyIn } from '../amounts';
import { sentencesOf } from '../segments';
import { withoutTheCaseNamed } from '../declarations';

// A clause cut into the parts that each set one condition of payment: what is granted, what is
// taken away from it, what is given back, the proviso a grant is paid on, the limit, the meaning
// of a word. A verdict is read part by part: "water from an appliance" is granted, "seepage over
// 14 days" is taken away, and a question meets, breaks or leaves open each.

export type PartRole = 'grant' | 'exclusion' | 'exception' | 'proviso' | 'limit' | 'definition';

export interface ClausePart {
  role: PartRole;
  /** The part's words as the policy has them. */
  text: string;
  page: number;
  /** The part's indexed words, less the words every clause has ("loss", "insure", "property"). */
  terms: Set<string>;
  /** Each term as the clause writes it ("applianc" → "appliance"), to quote it. */
  wordOf: Map<string, string>;
  /**
   * The terms of what a grant or limit pays for: "discharge or overflow of water or steam" in "we
   * cover discharge… of water or steam from within a… fire protective sprinkler system". Null when
   * the part does not say it in that form; then every term is what it pays for.
   */
  objectTerms: Set<string> | null;
  /**
   * The causes a grant names, when it insures only against them: "for loss caused by fire or
   * lightning, explosion… or theft". Null when it names none; then any cause may meet it.
   */
  causeTerms: Set<string> | null;
  /** The first dollar amount of a limit ("$1,500"), when there is one. */
  amount: number | null;
  /** A period the part sets, in days ("14 or more days", "more than 30 consecutive days"). */
  days: number | null;
  /** Index of the sentence in its passage, so a part is read with its neighbours. */
  sentence: number;
  passage: number;
}

// Words that frame any clause: they say that something is insured, not what.
const FRAME_TERMS = new Set(
  tokenize(
    'we our us you your insure insures insured direct physical loss losses damage caused cause causes resulting result results ' +
      'property dwelling premises residence pay paid total any one each per occurrence include includes including means mean ' +
      'however unless except provided following apply applies coverage covered section item items amount reasonable expense expenses ' +
      'this that these other part building peril perils',
  ),
);

const PROVISO = /,?\s+\b(provided(?:\s+that)?|only\s+if|as\s+long\s+as|on\s+condition\s+that)\b/i;
const NEGATED_DEFINITION = /\b(is|are)\s+not\s+considered\b|\bdoes\s+not\s+(include|mean)\b/i;
// "We pay to remove a fallen tree": a grant in words the clause-type reader leaves to headings.
const PAYS_FOR = /\bwe\s+(?:will\s+)?(?:pay|cover|insure)\b(?!\s+(?:no\s+)?more\s+than)/i;
const DAYS = /\b(\d{1,3})\s+(?:or\s+more\s+)?(?:consecutive\s+)?days\b/i;

const isConditionTerm = (term: string) => !FRAME_TERMS.has(term) && !META_TERMS.has(term);

/** The part's condition terms, each with the word the clause first writes it as. */
function wordsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { term, word } of tokens(text)) if (isConditionTerm(term) && !found.has(term)) found.set(term, word);
  return found;
}

function roleOf(text: string): PartRole | null {
  if (NEGATED_DEFINITION.test(text)) return 'exclusion';
  switch (clauseTypeOf(null, text)) {
    case 'insuring_agreement':
      return 'grant';
    case 'exclusion':
      return 'exclusion';
    case 'exception':
      return 'exclusion';
    case 'limit':
      return 'limit';
    case 'definition':
      return 'definition';
    default:
      return PAYS_FOR.test(text) ? 'grant' : null;
  }
}

// "We (will) cover / insure / pay (up to $1,500 in total) for": what follows is what is paid for,
// up to where the clause turns to the cause, place or condition ("from", "caused by", "if").
const PAYS_VERB = /\bwe\s+(?:will\s+)?(?:cover|insure|pay)\b/i;
const OBJECT_ENDS =
  /\s(?:from|caused\s+by|resulting\s+from|by\s+(?:a|an|the)|if|when|while|provided|unless|except|because)\s|[;:]|[,.](?!\d)/i;
// "For property used for business, we pay up to $2,500": the object said before the verb.
const OBJECT_BEFORE = /(?:^|:\s*)for\s+([^,]+),\s*we\b/i;

function objectTermsOf(role: PartRole, text: string): Set<string> | null {
  if (role !== 'grant' && role !== 'limit') return null;
  const verb = PAYS_VERB.exec(text);
  if (!verb) return null;
  const after = text.slice(verb.index + verb[0].length);
  const end = OBJECT_ENDS.exec(after);
  const object = [end ? after.slice(0, end.index) : after, OBJECT_BEFORE.exec(text)?.[1] ?? ''];
  // A heading run into the sentence ("Food Spoilage: We insure food…") names what is paid for too.
  const heading = text.slice(0, verb.index).match(/^([^:]{2,60}):/)?.[1] ?? '';
  return new Set([...object, heading].flatMap((words) => tokenize(words)));
}

// "for loss caused by fire or lightning, explosion…": what follows names the causes insured against.
const NAMES_CAUSES = /\b(?:loss|damage)\s+caused\s+by\s+/i;

function causeTermsOf(role: PartRole, text: string): Set<string> | null {
  if (role !== 'grant') return null;
  const named = NAMES_CAUSES.exec(text);
  if (!named) return null;
  const causes = tokenize(text.slice(named.index + named[0].length)).filter(isConditionTerm);
  return causes.length > 0 ? new Set(causes) : null;
}

function part(role: PartRole, text: string, page: number, sentence: number, passage: number): ClausePart {
  // What the clause pays at most: a deductible ("actual cash value less $1,000 deductible") is what the user pays first.
  const money = moneyIn(text).find((mention) => !mention.percent && !isDeductible(text, mention));
  const days = DAYS.exec(text);
  const wordOf = wordsOf(text);
  return {
    role,
    text: text.trim(),
    page,
    terms: new Set(wordOf.keys()),
    wordOf,
    objectTerms: objectTermsOf(role, text),
    causeTerms: causeTermsOf(role, text),
    amount: money ? money.value : null,
    days: days ? Number(days[1]) : null,
    sentence,
    passage,
  };
}

/** One sentence as parts: its head, a proviso on it, and a carve-back from it. */
function partsOfSentence(sentence: string, previous: PartRole | null, page: number, index: number, passage: number): ClausePart[] {
  const { head, exception } = splitAtException(sentence);
  const parts: ClausePart[] = [];
  const proviso = PROVISO.exec(head);
  const main = proviso ? head.slice(0, proviso.index) : head;
  // "However, we do insure…" opens its own sentence: a carve-back from the exclusion before it.
  const role = exception !== null && head.trim() === '' ? 'exception' : (roleOf(main) ?? roleOf(sentence));
  if (main.trim()) {
    const own = role ?? (previous === 'exclusion' || previous === 'grant' ? previous : null);
    if (own) parts.push(part(own, main, page, index, passage));
  }
  if (proviso) parts.push(part('proviso', head.slice(proviso.index + proviso[0].length), page, index, passage));
  // A grant's "unless" is a proviso turned round ("…unless the force of wind makes an opening"):
  // it gives back what the grant's own exclusion took.
  if (exception) parts.push(part('exception', exception, page, index, passage));
  return parts;
}

// A named-perils list insures each peril its heading names, then says what "this peril" means,
// includes or leaves out: "Falling objects. This peril means damage from an object that falls…".
const NAMED_PERIL = /^([A-Z][^.:;!?]{2,60})\.\s+(?=this peril\b)/i;
const PERIL_REACHES = /^this peril (?:means|includes)\b/i;

/** The sentence's parts, with a named peril's heading read as the grant it is. */
function partsOfListedSentence(sentence: string, previous: PartRole | null, page: number, index: number, passage: number): ClausePart[] {
  const named = NAMED_PERIL.exec(sentence);
  const rest = named ? sentence.slice(named[0].length) : sentence;
  const heading = named ? [part('grant', named[1]!, page, index, passage)] : [];
  if (PERIL_REACHES.test(rest)) return [...heading, part('grant', rest, page, index, passage)];
  return [...heading, ...partsOfSentence(rest, heading.length > 0 ? 'grant' : previous, page, index, passage)];
}

/** Every part of the passages' clauses, in the order written. */
export function clauseParts(passages: readonly RankedPassage[]): ClausePart[] {
  return passages.flatMap((passage, passageIndex) => {
    const { heading, body: text } = splitPassage(passage.text);
    const body = withoutTheCaseNamed(heading, text);
    let previous: PartRole | null = null;
    return sentencesOf(body).flatMap((sentence, index) => {
      const parts = partsOfListedSentence(sentence, previous, passage.page, index, passageIndex);
      previous = parts.at(-1)?.role ?? previous;
      return parts;
    });
  });
}

/** Generic claim words ("damage", "repair") carry nothing a condition can turn on. */
export const isSpecificTerm = (term: string) => !GENERIC_TERMS.has(term) && !FRAME_TERMS.has(term);
