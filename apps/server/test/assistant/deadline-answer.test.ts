import {
  computeDeadlines,
  DEADLINE_DISCLAIMER,
  DIARY_EVENT_KIND_LABELS,
  KIND_DIRECTIONS,
  type DiaryEntry,
  type DiaryEventKind,
} from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { deadlineAnswer } from '../../src/assistant/answers/deadlines';
import { asksWhetherMissed, topicsInQuestion } from '../../src/assistant/answers/deadlines/topics';
import { categoryOf } from '../../src/assistant/claim-kinds';
import type { ClaimContext } from '../../src/assistant/engine';

const TODAY = '2026-03-10';

/** A diary entry in the kind's natural direction, by e-mail unless told otherwise. */
function entry(kind: DiaryEventKind, occurred_on: string, extra: Partial<DiaryEntry> = {}): DiaryEntry {
  const channel = kind === 'note' ? null : 'email';
  return {
    id: `${kind}@${occurred_on}`,
    occurred_on,
    kind,
    direction: KIND_DIRECTIONS[kind][0] ?? null,
    channel,
    summary: DIARY_EVENT_KIND_LABELS[kind],
    ...extra,
  };
}

/** A claim as the context builder makes it, with deadlines from the real engine (as in fixtures/context.ts). */
function claim(region: string | null, events: DiaryEntry[] = [], fields: Partial<ClaimContext> = {}): ClaimContext {
  const base = {
    country: region && ['ON', 'QC', 'MB', 'NB', 'BC'].includes(region) ? 'Canada' : 'United States',
    typeOfClaim: 'Basement Flood / Water Damage',
    ...fields,
  };
  const category = categoryOf(base.typeOfClaim);
  const country = base.country === 'Canada' ? 'Canada' : 'United States';
  return {
    id: 1,
    description: 'The sump pump failed overnight and the basement flooded.',
    dateOfIncident: '2026-02-02',
    city: 'Springfield',
    region,
    insuranceCompanyName: 'Maple Mutual',
    policyNumber: 'HO-554221',
    policeReportNumber: '',
    status: 'Active',
    submittedOn: '2026-02-03',
    openItems: null,
    lastContactOn: null,
    diary: events,
    ledger: [],
    ...base,
    category,
    deadlines: computeDeadlines({ country, region, lossDate: '2026-02-02', events, today: TODAY, claimCategory: category }),
  };
}

const ask = (question: string, forClaim: ClaimContext | null) => deadlineAnswer({ question, claim: forClaim, today: TODAY });

const NOTICE = entry('notice_given', '2026-03-02');
const ALL_ITEMS_IN = [
  NOTICE,
  entry('documents_requested', '2026-03-03', { items: ['Photos', 'Repair estimate'] }),
  entry('documents_sent', '2026-03-05', { items: ['Photos', 'Repair estimate'] }),
];

describe('reading a deadline question', () => {
  it.each([
    ['What date do I need the proof of loss in by?', ['proof_of_loss']],
    ['How long does the insurer have to pay me?', ['pay']],
    ['Do they have a deadline to acknowledge my claim?', ['acknowledge']],
    ['Is there a time limit on suing them?', ['suit']],
    ['When do they have to decide?', ['decide']],
    ['Did they miss their deadline?', []],
    ['Can you check my deadlines?', []],
  ])('"%s" is about %j', (question, topics) => {
    expect(topicsInQuestion(question)).toEqual(topics);
  });

  it('hears "did they miss…" and "are they late…"', () => {
    expect(asksWhetherMissed('Did they miss their deadline?')).toBe(true);
    expect(asksWhetherMissed('Is the insurer late paying me?')).toBe(true);
    expect(asksWhetherMissed('Whats the due date on my proof of loss?')).toBe(false);
  });
});

describe('deadline answers: Texas', () => {
  it('gives the 15-day acknowledgement from the written notice, still open', () => {
    const answer = ask('Do they have a deadline to acknowledge my claim?', claim('TX', [NOTICE]));
    expect(answer).toContain(
      '**The insurer must acknowledge a claim, begin investigating it and request the items it needs** within 15 calendar days',
    );
    expect(answer).toContain('after the insurer received notice of the claim (March 2, 2026)');
    expect(answer).toContain('Due **March 17, 2026** — open, 7 days left.');
    expect(answer).toContain('Texas Insurance Code §542.055');
    expect(answer).not.toContain('§542.057');
  });

  it('counts 15 business days to accept or reject from the day all requested items arrived', () => {
    const answer = ask('When do they have to decide?', claim('TX', ALL_ITEMS_IN));
    expect(answer).toContain('within 15 business days after the insurer received all requested items (March 5, 2026)');
    expect(answer).toContain('Due **March 26, 2026** — open, 16 days left.');
    expect(answer).toContain('Texas Insurance Code §542.056');
    expect(answer).toContain('Business days skip weekends and Texas national and state holidays (Texas Government Code §662.003');
  });

  it('says plainly when the 5 business days to pay have passed, and offers the overdue letter', () => {
    const answer = ask('How long does the insurer have to pay me?', claim('TX', [...ALL_ITEMS_IN, entry('claim_accepted', '2026-03-02')]));
    expect(answer).toContain('within 5 business days after the claim was accepted for payment (March 2, 2026)');
    expect(answer).toContain('Due **March 9, 2026** — **overdue** by 1 day.');
    expect(answer).toContain('**The insurer is past its deadline to pay a claim it has said it will pay.**');
    expect(answer).toMatch(/Deadlines tab has the overdue letter/);
    expect(answer).toContain('"reminder letter"');
  });

  it('marks a deadline the diary shows was met', () => {
    const events = [...ALL_ITEMS_IN, entry('claim_accepted', '2026-03-02'), entry('payment_received', '2026-03-06')];
    const answer = ask('How long does the insurer have to pay me?', claim('TX', events));
    expect(answer).toContain('Due **March 9, 2026** — met on March 6, 2026.');
    expect(answer).not.toContain('overdue');
  });

  it('answers "did they miss their deadline?" with a verdict over the insurer\'s clocks', () => {
    expect(ask('Did they miss their deadline?', claim('TX', [...ALL_ITEMS_IN, entry('claim_accepted', '2026-03-02')]))).toContain(
      '**Yes: the insurer is past a deadline.**',
    );
    expect(ask('Did they miss their deadline?', claim('TX', ALL_ITEMS_IN))).toContain(
      "**No: none of the insurer's deadlines is overdue right now.**",
    );
    expect(ask('Is the insurer late?', claim('TX'))).toContain("**I can't tell yet:**");
  });

  it('gives no verdict on the insurer when the user asks about their own clock', () => {
    expect(ask('How late can I send my proof of loss?', claim('NY', [entry('proof_of_loss_requested', '2026-02-05')]))).not.toMatch(
      /\*\*(Yes|No|I can't tell yet)\b/,
    );
  });

  it('with nothing in the diary, gives the rule itself and what to log to start it', () => {
    const answer = ask('What are my deadlines?', claim('TX'));
    expect(answer).toContain('within 15 calendar days after the insurer received notice of the claim. Texas Insurance Code §542.055.');
    expect(answer).toContain('log “Claim reported to the insurer” (in writing: e-mail, letter, online portal) in your claim diary');
    expect(answer).toContain('Nothing in your claim diary has started these clocks yet');
    expect(answer).not.toMatch(/Due \*\*/);
  });
});

describe('deadline answers: other encoded jurisdictions', () => {
  it('California: 40 days to accept or deny after proof of claim', () => {
    const answer = ask(
      'When do they have to accept or deny my claim?',
      claim('CA', [entry('notice_given', '2026-02-03'), entry('proof_of_loss_sent', '2026-02-20')]),
    );
    expect(answer).toContain('within 40 calendar days after the insurer received proof of claim (February 20, 2026)');
    expect(answer).toContain('Due **April 1, 2026** — open, 22 days left.');
    expect(answer).toContain('California Code of Regulations, title 10, §2695.7(b)');
  });

  it('Florida: 60 days to pay or deny a property claim; for an auto claim only the written-settlement rule', () => {
    const answer = ask('How long does the insurer have to pay me?', claim('FL', [entry('notice_given', '2026-02-03')]));
    expect(answer).toContain('**The insurer must pay or deny a claim** within 60 calendar days');
    // 60 days end on Saturday 4 April 2026; Rule 2.514(a) moves them to Monday 6 April.
    expect(answer).toContain('Due **April 6, 2026** — open, 27 days left. Florida Statutes §627.70131(7)(a).');
    const auto = ask(
      'How long does the insurer have to pay me?',
      claim('FL', [entry('notice_given', '2026-02-03')], { typeOfClaim: 'Collision (Accident)' }),
    );
    expect(auto).not.toContain('§627.70131(7)(a)');
    expect(auto).toContain('within 20 calendar days after the settlement was agreed in writing. Florida Statutes §627.4265.');
  });

  it('New York proof of loss: 60 days from a written request, and what sending it starts', () => {
    const answer = ask(
      'I need to know the deadline to send in my proof of loss',
      claim('NY', [entry('notice_given', '2026-02-03'), entry('proof_of_loss_requested', '2026-02-05', { channel: 'letter' })]),
    );
    expect(answer).toContain(
      "**You must send the sworn proof of loss** within 60 calendar days after the insurer's written request enclosing the proof-of-loss forms (February 5, 2026)",
    );
    expect(answer).toContain('Due **April 6, 2026** — open, 27 days left. New York Insurance Law §3407(a).');
    expect(answer).toContain('**What your proof of loss starts**');
    expect(answer).toContain('11 NYCRR 216.6(c)');
  });

  it('New York: a request by phone does not start the 60 days', () => {
    const answer = ask(
      'When does my proof of loss have to be in?',
      claim('NY', [entry('proof_of_loss_requested', '2026-02-05', { channel: 'phone' })]),
    );
    expect(answer).toContain('log “Proof of loss or claim forms requested” (in writing: e-mail, letter, online portal)');
  });

  it('Ontario: the limitation period, marked provisional', () => {
    const answer = ask('What is the last day I could file a lawsuit?', claim('ON'));
    expect(answer).toContain(
      '**Last day to start any lawsuit over the claim**: 1 year after the loss or damage occurred (February 2, 2026)',
    );
    expect(answer).toContain('Last day **February 2, 2027**');
    expect(answer).toContain(
      "(provisional: Courts have not settled whether a home policy's one-year statutory condition 14 or the Limitations Act's two years from discovery applies)",
    );
  });

  it('a time limit Benji does not hold is not borrowed from elsewhere', () => {
    const answer = ask('Until when can I still sue them?', claim('TX'));
    expect(answer).toContain('The time limit to sue is not in Benji for Texas.');
    expect(answer).not.toMatch(/Last day \*\*/);
    expect(answer).toContain('**Texas Department of Insurance** — https://www.tdi.texas.gov');
  });
});

describe('deadline answers: the states added from the audit', () => {
  it('Illinois: the acknowledgement clock counts calendar days from notice (919.40), cites Part 919 and says it is provisional', () => {
    const answer = ask('When do they have to acknowledge my claim?', claim('IL', [entry('notice_given', '2026-02-03')]));
    expect(answer).toContain('50 Ill. Adm. Code Part 919; 919.40 (calendar days)');
    // 15 calendar days from Tuesday 3 February 2026: Wednesday 18 February.
    expect(answer).toContain('**February 18, 2026**');
    expect(answer).toContain('provisional');
    expect(answer).not.toContain('not yet encoded');
  });
});

describe('deadline answers: where Benji holds no rules', () => {
  it('Ohio: says its rules are not in Benji, points to the policy and names the regulator', () => {
    const answer = ask('By when must my proof of loss be sent?', claim('OH', [entry('proof_of_loss_requested', '2026-02-20')]));
    expect(answer).toContain("**Ohio's own claim-handling regulations are not yet encoded in Benji**");
    expect(answer).toContain("Check your policy's Conditions section.");
    expect(answer).toContain('Standard homeowners policy wording (ISO HO-3), not a statute');
    expect(answer).toContain('Due **April 21, 2026** — open, 42 days left.');
    expect(answer).toContain('**Ohio Department of Insurance** — https://insurance.ohio.gov');
    expect(answer).not.toMatch(/Texas|California|Florida Statutes/);
  });

  it('Manitoba: no dates at all, and where to find the regulator', () => {
    const answer = ask('What are my deadlines?', claim('MB'));
    expect(answer).toContain("**Manitoba's own claim-handling regulations are not yet encoded in Benji**");
    expect(answer).toContain('https://www.gov.mb.ca (look for the Financial Institutions Regulation Branch)');
    expect(answer).not.toMatch(/Due \*\*|Last day \*\*/);
  });

  it('New Brunswick home claim: its only rule is for auto, so the answer says home claims are not encoded', () => {
    const answer = ask('What are my deadlines?', claim('NB', [entry('notice_given', '2026-02-03')]));
    expect(answer).toContain("**New Brunswick's own claim-handling regulations for home claims are not yet encoded in Benji**");
  });
});

describe("deadline answers: the user's own policy", () => {
  const ontarioConditions = [
    {
      page: 6,
      text: 'STATUTORY CONDITIONS - INSURANCE ACT (ONTARIO), SECTION 148\nProof of loss. The insured shall, within 90 days after the loss, deliver to the insurer a proof of loss verified by statutory declaration.',
    },
    {
      page: 6,
      text: 'STATUTORY CONDITIONS - INSURANCE ACT (ONTARIO), SECTION 148\nWhen loss payable. The loss is payable within 60 days after completion of the proof of loss.',
    },
  ];
  const ohioConditions = [
    {
      page: 5,
      text: 'SECTION I - CONDITIONS\nProof of Loss. Send to us, within 60 days after our request, your signed, sworn proof of loss which sets forth the time and cause of loss.',
    },
  ];

  it('Ontario: no rule in Benji for the proof of loss, so the statutory condition is quoted and its last day counted from the loss', () => {
    const answer = deadlineAnswer({
      question: 'Do I have a time limit for the proof of loss?',
      claim: claim('ON'),
      today: TODAY,
      passages: ontarioConditions,
    });
    expect(answer).toContain('**Proof of loss** (page 6, a statutory condition): “The insured shall, within 90 days after the loss');
    expect(answer).toContain('Counted from your date of loss, February 2, 2026: **May 3, 2026** (54 days from today).');
    expect(answer).not.toContain('many policies ask for');
    expect(answer).not.toContain('The loss is payable');
  });

  it("Ohio: the policy's own proof-of-loss condition replaces the standard wording, and no date is invented for a clock the diary has not started", () => {
    const answer = deadlineAnswer({
      question: 'Within how many days does the proof of loss have to reach them?',
      claim: claim('OH'),
      today: TODAY,
      passages: ohioConditions,
    });
    expect(answer).toContain("**Ohio's own claim-handling regulations are not yet encoded in Benji**");
    expect(answer).toContain('**Proof of loss** (page 5): “Send to us, within 60 days after our request');
    expect(answer).not.toContain('ISO HO-3');
    expect(answer).not.toMatch(/Due \*\*|Counted from/);
  });

  it('where no law is encoded, a question about the decision still gets every claim-handling limit the policy sets', () => {
    const answer = deadlineAnswer({
      question: 'What is the latest they can decide on my claim?',
      claim: claim('MB'),
      today: TODAY,
      passages: ohioConditions,
    });
    expect(answer).toContain('**Proof of loss** (page 5)');
  });
});

describe('deadline answers: what every answer keeps to', () => {
  it('without a claim, asks for one and gives no dates', () => {
    const answer = ask('proof of loss due date?', null);
    expect(answer).toContain('I need your claim');
    expect(answer).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|§|\d+ days/);
  });

  it('without a state or province, asks for it', () => {
    expect(ask('When do I have to get my proof of loss in?', claim(null))).toContain('does not say which state or province');
  });

  it.each([
    ['TX', 'When do they have to decide?'],
    ['OH', 'What is the deadline to take legal action?'],
    ['IL', 'When do they have to acknowledge my claim?'],
    ['ON', 'deadlines'],
  ])('%s "%s": chat markup only, ending with the disclaimer', (region, question) => {
    const answer = ask(question, claim(region, [NOTICE]));
    expect(answer.endsWith(DEADLINE_DISCLAIMER)).toBe(true);
    expect(answer).not.toMatch(/^#|^\s*[-*] |\]\(|<[a-z]/m);
  });
  it('ends with the disclaimer without a claim too', () => {
    expect(ask('deadlines', null).endsWith(DEADLINE_DISCLAIMER)).toBe(true);
  });
});
