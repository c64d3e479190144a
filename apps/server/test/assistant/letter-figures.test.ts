import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES, LETTER_TEMPLATES_BY_LANGUAGE } from '@benji/shared';
import { amountsIn, type Amount, type AmountKind } from '@benji/shared';
import { gatherFacts, type Facts } from '../../src/assistant/facts/claim-facts';
import { datesIn, type DateRole, type DatedFact } from '../../src/assistant/facts/dates';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { Job } from '../../src/assistant/understanding/jobs';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, context, event, requestFor, TODAY } from './fixtures/context';

// Every figure and date a letter states traces to a fact of the claim in the role the letter gives
// it: "your offer of $X" to an offer on record, "your letter of <date>" to a letter the insurer
// sent. A figure no fact holds is allowed only as the sum or difference of facts (a gap, a
// total). The letter's roles are read with the same reader that labels the user's own words.

const home = claim({
  description: 'Water came up through the floor drain and soaked the finished basement. Our deductible is $1,000.',
  events: [
    event('2026-02-03', 'notice_given', 'Called in the loss', 'to_insurer', 'phone'),
    event('2026-02-10', 'inspection', 'Field adjuster inspected the basement', 'from_insurer', 'in_person'),
    event('2026-02-18', 'message_sent', 'Sent the contractor estimate of $19,400', 'to_insurer'),
    event('2026-02-26', 'offer_received', 'Settlement offer of $12,150 for the basement'),
    event('2026-03-02', 'payment_received', 'Actual cash value payment of $8,200; $3,950 recoverable depreciation held back'),
    event('2026-03-05', 'note', 'Motel for the week came to $1,840'),
    event('2026-03-08', 'note', 'Final invoice from the contractor: $18,750'),
  ],
});

const truck = claim({
  id: 2,
  typeOfClaim: 'Collision (Accident)',
  description: 'Rear-ended at a light; the pickup was declared a total loss.',
  dateOfIncident: '2026-01-20',
  region: 'TX',
  city: 'Austin',
  events: [
    event('2026-01-21', 'notice_given', 'Reported the crash online', 'to_insurer', 'portal'),
    event('2026-02-12', 'offer_received', 'Total loss offer of $24,600 for the pickup'),
    event('2026-02-14', 'note', 'A pickup like mine with the same trim sold for $31,900 at a dealer in Round Rock'),
  ],
});

const denied = claim({
  id: 3,
  description: 'A slow leak under the kitchen sink rotted the subfloor.',
  events: [
    event('2026-02-05', 'notice_given', 'Reported the leak', 'to_insurer', 'email'),
    event('2026-02-25', 'denial_received', 'Denial letter citing the continuous seepage exclusion', 'from_insurer', 'letter'),
  ],
});

const ADJUSTER_EMAIL = `Hello,
Following my visit on February 10, please send the items below so I can finish the file:
1. The contractor's invoice for the drying work
2. Photos of the damaged flooring before removal
3. A signed proof of loss
Regards,
Sam Lee`;

// One request of each letter job, in the team's own words.
const REQUESTS: readonly [Job, string][] = [
  ['status_update', 'Draft a note asking the adjuster where things stand.'],
  ['email_reply', 'Help me answer this e-mail from the adjuster.'],
  ['dispute_offer', 'Prepare a letter contesting their settlement figure.'],
  ['dispute_offer', 'Contest their number in writing; a comparable pickup went for $33,250 last week.'],
  ['written_denial', 'I want them to put the denial in writing.'],
  ['more_time', 'Ask for an extension on the proof of loss.'],
  ['appraisal', 'Draft the demand for appraisal.'],
  ['living_expenses', 'Ask them to reimburse the motel.'],
  ['depreciation', 'The work is finished; ask for the depreciation they held back.'],
  ['depreciation', 'They paid me $8,200 up front and the final invoice came to $18,750, so ask for the rest.'],
  ['escalate', "Write to the adjuster's manager about how slow this is."],
  ['proof_of_loss', 'Put my proof of loss together.'],
  // Figures in the request that are not the slot's role: a listing is not the offer, a quote not a payment.
  ['letter', 'Use the counter-offer template: the same trim is listed at $33,250 near me.'],
  ['letter', 'Write the payout confirmation letter; the roofer quoted $14,900 for what is left.'],
  ...LETTER_TEMPLATES.map((template): [Job, string] => ['letter', `Fill in the "${template.title}" template for me.`]),
];

const cents = (value: number) => Math.round(value * 100);

/**
 * The figures a letter may work out: the difference of two facts (a gap), and the sum of two or
 * more facts of one kind (a total of expenses). A payment added to an invoice is no figure at all.
 */
function derivable(facts: readonly Amount[]): Set<number> {
  const found = new Set<number>();
  const values = [...new Set(facts.map((amount) => cents(amount.value)))];
  for (const a of values) for (const b of values) if (a > b) found.add(a - b);
  for (const kind of new Set(facts.map((amount) => amount.kind))) {
    const ofKind = [...new Set(facts.filter((amount) => amount.kind === kind).map((amount) => cents(amount.value)))].slice(0, 12);
    for (let mask = 1; mask < 1 << ofKind.length; mask += 1) {
      const chosen = ofKind.filter((_, index) => mask & (1 << index));
      if (chosen.length > 1) found.add(chosen.reduce((sum, value) => sum + value, 0));
    }
  }
  return found;
}

// A letter's "my estimate" may be the user's value or estimate, "my figure" any figure of the
// user's own, and the counter-offer the user's own figure; everything else keeps its own role.
const USERS_OWN: readonly AmountKind[] = ['estimate', 'invoice', 'value', 'other', 'counter_offer'];
const STATED_AS: Partial<Record<AmountKind, readonly AmountKind[]>> = {
  estimate: ['estimate', 'invoice', 'value'],
  value: USERS_OWN,
  counter_offer: USERS_OWN,
};

/**
 * The amounts a reply states that no fact holds in that role, as "$X (stated as offer; recorded as
 * comparable)". The policy's own figures are facts too, as limits: "the coverage's limit is $X".
 */
function untracedAmounts(reply: string, facts: Facts, policy: readonly string[] = []): string[] {
  const known = [
    ...facts.amounts,
    ...policy.flatMap((text) => amountsIn(text, 'description')).map((amount) => ({ ...amount, kind: 'limit' as const })),
  ];
  const worked = derivable(facts.amounts);
  return amountsIn(reply, 'question').flatMap((stated) => {
    const recorded = known.filter((amount) => cents(amount.value) === cents(stated.value));
    if (recorded.length === 0) return worked.has(cents(stated.value)) ? [] : [`${stated.text} (in no record)`];
    if (stated.kind === 'other') return [];
    const roles = STATED_AS[stated.kind] ?? [stated.kind];
    if (recorded.some((amount) => roles.includes(amount.kind))) return [];
    return [`${stated.text} (stated as ${stated.kind}; recorded as ${recorded.map((amount) => amount.kind).join(', ')})`];
  });
}

// The roles a date a letter states can trace to: the insurer's letter is a denial, an offer or a message.
const DATE_STATED_AS: Partial<Record<DateRole, readonly DateRole[]>> = {
  insurer_message: [
    'insurer_message',
    'denial',
    'offer',
    'payment',
    'acknowledged',
    'documents_requested',
    'proof_requested',
    'extension',
    'accepted',
  ],
  user_message: ['user_message', 'reported', 'documents_sent', 'proof_sent'],
};

/** The dates a reply states that no fact holds in that role. */
function untracedDates(reply: string, facts: Facts): string[] {
  const deadlines = new Set(facts.claim?.deadlines.map((deadline) => deadline.dueOn));
  return datesIn(reply, 'question', facts.today).flatMap((stated: DatedFact) => {
    if (stated.on === facts.today) return [];
    if (stated.role === 'deadline' || deadlines.has(stated.on))
      return deadlines.has(stated.on) || stated.on > facts.today ? [] : [`${stated.on} (a deadline in no record)`];
    const recorded = facts.dates.filter((date) => date.on === stated.on);
    if (recorded.length === 0) return [`${stated.on} (in no record)`];
    if (stated.role === 'other') return [];
    const roles = DATE_STATED_AS[stated.role] ?? [stated.role];
    if (recorded.some((date) => roles.includes(date.role))) return [];
    return [`${stated.on} (stated as ${stated.role}; recorded as ${recorded.map((date) => date.role).join(', ')})`];
  });
}

describe('every figure and date in every letter traces to a fact in its role', () => {
  for (const [name, claimOfTest] of [
    ['a basement flood with an offer, a payment and a holdback', home],
    ['a total-loss pickup with a comparable sale', truck],
    ['a denied leak', denied],
  ] as const)
    it(name, async () => {
      const overrides = { claims: [claimOfTest] };
      const problems: string[] = [];
      for (const [job, message] of REQUESTS) {
        const request = await requestFor(job, message, overrides, job === 'email_reply' ? ADJUSTER_EMAIL : null);
        const reply = composeReply(request, request.understood!);
        const facts = gatherFacts(context(overrides), job === 'email_reply' ? `${message}\n${ADJUSTER_EMAIL}` : message);
        const policy = request.context.passages.map((passage) => passage.text);
        for (const problem of [...untracedAmounts(reply, facts, policy), ...untracedDates(reply, facts)])
          problems.push(`${job} «${message.slice(0, 40)}»: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
});

// A French or Spanish letter is the same letter in other words: each of its figures and dates is
// one the English letter states in the same slot, and those are traced in role above.
const MONTHS: Record<'fr' | 'es', readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const DAY: Record<'fr' | 'es', RegExp> = {
  fr: /\b(\d{1,2})(?:er)? ([a-zéû]+) (\d{4})\b/g,
  es: /\b(\d{1,2}) de ([a-z]+) de (\d{4})\b/g,
};
const MONEY: Record<'fr' | 'es', RegExp> = {
  fr: /(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d{2})?)[\s\u00a0]\$/g,
  es: /\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g,
};

function figuresIn(reply: string, language: 'fr' | 'es'): string[] {
  const days = [...reply.matchAll(DAY[language])].map(([, day, month, year]) => {
    const index = MONTHS[language].indexOf(month!);
    return index < 0 ? `unread month ${month}` : `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  });
  const sums = [...reply.matchAll(MONEY[language])].map(([, digits]) => {
    const plain = language === 'fr' ? digits!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') : digits!.replace(/,/g, '');
    return `$${Number(plain)}`;
  });
  return [...days, ...sums];
}

const englishFigures = (reply: string, today: string) => [
  ...datesIn(reply, 'question', today).map((date) => date.on),
  ...amountsIn(reply, 'question').map((amount) => `$${amount.value}`),
];

function letterReply(
  language: ReplyLanguage,
  message: string,
  claims: ReturnType<typeof claim>[],
  job: Job = 'letter',
  pastedEmail: string | null = null,
): string {
  const request = { message, history: [], context: context({ claims }) };
  const understanding = { kind: 'jobs' as const, requests: [{ job, text: message, confidence: 1 }] };
  return composeReply(request, { understanding, pastedEmail, language });
}

// The jobs whose French and Spanish letters are written by their own composers, not the template store.
const OWN_LETTER_JOBS: readonly Job[] = [
  'status_update',
  'escalate',
  'dispute_offer',
  'more_time',
  'written_denial',
  'appraisal',
  'living_expenses',
  'depreciation',
];

describe('a letter in French or Spanish states only the figures the English letter traces', () => {
  for (const [name, claimOfTest] of [
    ['a basement flood with an offer, a payment and a holdback', home],
    ['a total-loss pickup with a comparable sale', truck],
    ['a denied leak', denied],
  ] as const)
    it(name, () => {
      const problems: string[] = [];
      let read = 0;
      for (const [index, template] of LETTER_TEMPLATES.entries()) {
        const english = englishFigures(letterReply('en', `Fill in the "${template.title}" template for me.`, [claimOfTest]), TODAY);
        for (const [language, templates] of [
          ['fr', 'fr-CA'],
          ['es', 'es-US'],
        ] as const) {
          const title = LETTER_TEMPLATES_BY_LANGUAGE[templates][index]!.title;
          const reply = letterReply(language, `« ${title} »`, [claimOfTest]);
          const figures = figuresIn(reply, language);
          read += figures.length;
          for (const figure of figures)
            if (!english.includes(figure))
              problems.push(`${template.id} (${language}): ${figure}, which the English letter does not state`);
        }
      }
      // The composers that write their own letters read the English reading of the request.
      for (const [job, message] of REQUESTS.filter(([job]) => OWN_LETTER_JOBS.includes(job))) {
        const english = englishFigures(letterReply('en', message, [claimOfTest], job), TODAY);
        for (const language of ['fr', 'es'] as const)
          for (const figure of figuresIn(letterReply(language, message, [claimOfTest], job), language))
            if (!english.includes(figure)) problems.push(`${job} (${language}): ${figure}, which the English letter does not state`);
      }
      expect(problems).toEqual([]);
      // Today and the loss's date at least, in every letter written.
      expect(read).toBeGreaterThan(40);
    });
});

// An adjuster's e-mail with sums and dates of its own, as an English and a Québec adjuster write it.
const EMAILS_WITH_FIGURES = [
  'Hello Ana,\nOur offer of $12,150 settles the basement. Once you sign the enclosed release we will issue payment. We can reinspect on March 24 or 25. Please send the final invoice by April 3.\nRegards,\nSam Lee',
  'Bonjour Madame Ruiz,\nNotre offre de règlement est de 12 150 $. Dès que vous aurez signé la quittance, nous émettrons le paiement. Nous pouvons faire une nouvelle inspection le 24 ou le 25 mars. Veuillez nous faire parvenir la facture finale d’ici le 3 avril.\nCordialement,\nSam Lee',
];

describe('a reply to an e-mail in French or Spanish states only the figures the English reply states', () => {
  it.each(EMAILS_WITH_FIGURES)('%s', (email) => {
    const problems: string[] = [];
    let read = 0;
    for (const message of ['Help me answer this e-mail from the adjuster.', "I won't sign; our contractor quoted $21,480. Answer this."]) {
      const english = englishFigures(letterReply('en', message, [home], 'email_reply', email), TODAY);
      for (const language of ['fr', 'es'] as const) {
        const figures = figuresIn(letterReply(language, message, [home], 'email_reply', email), language);
        read += figures.length;
        for (const figure of figures)
          if (!english.includes(figure)) problems.push(`${language} «${message}»: ${figure}, which the English reply does not state`);
      }
    }
    expect(problems).toEqual([]);
    // The offer, the user's figure and the dates proposed and set, in both languages.
    expect(read).toBeGreaterThanOrEqual(20);
  });
});

describe('the tracer', () => {
  const facts = gatherFacts(context({ claims: [truck] }), 'write the dispute');
  it('catches a comparable sale stated as the offer', () => {
    expect(untracedAmounts('This letter is built on the offer of $31,900.', facts)).toEqual([
      '$31,900 (stated as offer; recorded as comparable)',
    ]);
  });
  it('catches a figure in no record, and lets a worked-out gap through', () => {
    expect(untracedAmounts('You offered $25,000.', facts)).toEqual(['$25,000 (in no record)']);
    expect(untracedAmounts('The gap is $7,300.', facts)).toEqual([]);
  });
  it("catches the loss's date stated as the offer's", () => {
    expect(untracedDates('Your offer of January 20, 2026 is too low.', facts)).toEqual(['2026-01-20 (stated as offer; recorded as loss)']);
    expect(untracedDates('Your offer of February 12, 2026 is too low.', facts)).toEqual([]);
  });
  it('reads French and Spanish figures', () => {
    expect(figuresIn('votre offre de 24\u202f600\u00a0$ du 1er mars 2026', 'fr')).toEqual(['2026-03-01', '$24600']);
    expect(figuresIn('su oferta de $24,600 del 12 de febrero de 2026', 'es')).toEqual(['2026-02-12', '$24600']);
  });
  it('reads today as the letter date', () => {
    expect(untracedDates(`Date: ${TODAY}`, facts)).toEqual([]);
  });
});
