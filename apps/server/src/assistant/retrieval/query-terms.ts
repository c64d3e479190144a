import { tokenize } from './tokenize';

// Words that name the document, or the kind of answer, rather than what is asked about ("does my
// policy cover…", "what is the limit for…"). Left out of a question while it has anything else.
export const META_TERMS = new Set(
  tokenize(
    'policy policies plan insurance insurer insured insure company coverage covered cover covers protect protects protection question ask answer contract limit limits ' +
      'maximum max sublimit exclusion exclusions excluded exclude clause clauses provision provisions section sections wording basic standard typical',
  ),
);

// Words a question about any claim may hold ("will they pay to repair the damage?"). They still
// count, at a quarter of the weight: they rarely say what the question is about.
export const GENERIC_TERMS = new Set(
  tokenize(
    'damage damaged loss pay paid payment cost costs repair repaired repairs replace replaced fix fixed claim claims happen happened ' +
      'need get got help want like think sure able include included apply applies qualify eligible entitled reimburse reimbursed ' +
      'compensate compensated worth value price bought buy new month months week weeks year years day days time today yesterday ' +
      'last night morning someone something anything everything lot much many really still even okay go going would could ' +
      'happens will thing things way kind type whole full bill bills invoice make made done put used keep kept found find ' +
      'noticed notice discovered discover saw see seen look looked looks seem seems started start came come went left ' +
      'drive driving drove driver long soon quickly file filing filed submit send sent deliver ' +
      'typical typically usual usually normal normally general generally',
  ),
);

// Where something happened ("in my kitchen", "behind the wall"): a fact that can meet a clause's
// carve-back, but rarely what the question is about. Weighted like the generic words.
export const SETTING_TERMS = new Set(
  tokenize(
    'kitchen bathroom bedroom basement attic hallway closet laundry room wall walls ceiling ceilings floor floors yard backyard ' +
      'upstairs downstairs inside outside behind near front side corner shop driveway street parking lot',
  ),
);

// "Does homeowners insurance cover…", "is it covered by my car insurance": the kind of policy the
// question is asked of, not what it asks about. Read as the bare policy word, which the question
// then leaves out like any other word naming the document, while the question has anything else:
// "what is renters insurance?" asks about the kind itself.
const POLICY_KIND =
  /\b(?:home\s?owners?|home\s?owner'?s|home|house|renters?|renter'?s|tenants?|tenant'?s|condo|auto|car|vehicle|motor|full[\s-]coverage|liability[\s-]only|umbrella)\s+(insurance|insurer|policy|coverage|plan)\b/gi;

// "What does homeowners insurance cover?" asked of the user's own policy asks what it covers: the
// kind names their policy, as "my policy" would.
const ASKS_WHAT_IS_COVERED =
  /\b(?:cover|covers|covered|coverage|pay for|pays for|insure|insures|protects?|include|includes|claim (?:on|under|for|with))\b/i;

export function withoutPolicyKind(question: string): string {
  const stripped = question.replace(POLICY_KIND, '$1');
  const asksOfSomethingElse = tokenize(stripped).some((term) => !META_TERMS.has(term) && !GENERIC_TERMS.has(term));
  return asksOfSomethingElse || ASKS_WHAT_IS_COVERED.test(stripped) ? stripped : question;
}
