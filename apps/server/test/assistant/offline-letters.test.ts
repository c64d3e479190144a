import { describe, expect, it } from 'vitest';
import { findTemplate, TEMPLATE_IDS, type TemplateId } from '@benji/shared';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { letterReply } from '../../src/assistant/providers/offline/letter';
import { TEMPLATE_PREMISES } from '../../src/assistant/providers/offline/letters/premises';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import { claim, context, DETAILS, event, requestFor } from './fixtures/context';

const facts = (message: string, overrides = {}) => gatherFacts(context(overrides), message);
const letter = (message: string, overrides = {}) => letterReply(message, facts(message, overrides));
const answer = async (...args: Parameters<typeof requestFor>) => {
  const request = await requestFor(...args);
  return composeReply(request, request.understood!);
};

const denied = { claims: [claim({ events: [event('2026-03-01', 'denial_received', 'Denial letter: seepage exclusion')] })] };
const offered = { claims: [claim({ events: [event('2026-03-01', 'offer_received', 'Offer of $12,150 for the basement')] })] };
const paid = { claims: [claim({ status: 'Paid', events: [event('2026-03-01', 'payment_received', 'Cheque of $18,400 received')] })] };

describe('offline engine: letters from the template store', () => {
  it.each([
    ['Write an appeal letter, my claim was denied', 'request-for-reconsideration'],
    ['Draft a counter-offer letter: they offered $5,000 and I want $9,500', 'counter-offer-submission'],
    ['Write a letter to escalate this to a supervisor', 'escalation-to-supervisor'],
    ['I need a letter asking for the declarations page', 'request-declaration-page'],
    ['Letter asking them to explain denial code X-17', 'request-explanation-of-denial-code'],
    ['Write a letter confirming I received the payment of $8,200', 'confirmation-of-payout'],
    ['Letter authorizing my contractor to speak on my behalf', 'third-party-authorization'],
    ['Give me the template to ask for a timeline', 'request-for-timeline'],
  ])('%s → %s', (message, id) => {
    expect(letter(message).startsWith(`**${findTemplate(id)!.title}**`)).toBe(true);
  });

  it("fills in the user's real details and lists what only the user can add", () => {
    const reply = letter('Write an appeal letter, my claim was denied');
    expect(reply).toContain('Subject: Request for Reconsideration of Denial - Claim MM-2026-0042');
    for (const value of [
      'Maple Mutual',
      'Attention: Sam Lee',
      'Dear Sam Lee,',
      'Policy Number: HO-554221',
      'Date of Loss: February 2, 2026',
      'March 10, 2026',
      'Ana Ruiz',
      'Phone: 4165550100',
      'Email: ana@example.com',
    ])
      expect(reply).toContain(value);
    expect(reply).not.toContain('[Claim Number]');
    expect(reply).toContain('**Fill before sending:** [Denial Letter Date], [Denial Reason]');
  });

  it('takes amounts and codes from the message', () => {
    expect(letter('Draft a counter-offer letter: they offered $5,000 and I want $9,500')).toMatch(
      /offer of \$5,000[\s\S]*settle the claim for \$9,500/,
    );
    expect(letter('Letter asking them to explain denial code X-17')).toContain('Explanation of Code X-17');
  });

  it('takes the offer from the diary when the message names none', () => {
    expect(letter('Write a counter-offer letter', offered)).toContain('$12,150');
  });

  it('picks the claim the user has details for, and its claim number', () => {
    const fire = claim({
      id: 2,
      typeOfClaim: 'House Fire',
      insuranceCompanyName: 'Other Insurer',
      dateOfIncident: '2025-11-20',
      policyNumber: 'FIRE-1',
    });
    const reply = letter('Write a status check-in letter', { claims: [fire, claim()], claimDetails: DETAILS });
    expect(reply).toContain('Claim Number: MM-2026-0042');
    expect(reply).toContain('Date of Loss: February 2, 2026');
  });

  it('offers the letter for the claim stage when the request names none', () => {
    expect(letter('Write a letter to my insurer', { claimDetails: { ...DETAILS, claimNumber: '' } })).toMatch(
      /^\*\*Initial Claim Submission Letter\*\* — you did not say which letter/,
    );
  });
});

describe('offline engine: a letter is drafted only when its premise holds', () => {
  // The request names the letter but not the fact it rests on; the fact then comes from the diary.
  const cases: [TemplateId, string, object][] = [
    ['dispute-final-denial', 'Write the dispute final decision letter', denied],
    ['request-for-reconsideration', 'Write a reconsideration letter', denied],
    ['request-explanation-of-denial-code', 'Write the explanation of denial code letter', denied],
    ['initial-offer-rejection', 'Write a letter to turn down their offer', offered],
    ['counter-offer-submission', 'Write a counter-offer letter', offered],
    ['confirmation-of-payout', 'Write a letter to confirm the payout', paid],
    ['request-for-claim-closure-letter', 'I want a claim closure letter', paid],
  ];

  it('covers every template that has a premise', () => {
    expect(new Set(Object.keys(TEMPLATE_PREMISES))).toEqual(
      new Set([...cases.map(([id]) => id), 'negotiation-summary', 'correction-to-submitted-claim']),
    );
    expect(Object.keys(TEMPLATE_PREMISES).every((id) => (TEMPLATE_IDS as readonly string[]).includes(id))).toBe(true);
  });

  it.each(cases)('%s: refused without its premise, drafted with it', (id, message, withPremise) => {
    const title = findTemplate(id)!.title;
    const refused = letter(message);
    expect(refused).toContain('I will not draft that letter yet.');
    expect(refused).not.toContain(title);
    expect(refused).not.toContain('Subject:');
    expect(letter(message, withPremise).startsWith(`**${title}**`)).toBe(true);
  });

  it('negotiation summary needs a conversation, a correction needs the mistake', () => {
    expect(letter('Write a negotiation summary letter')).toContain('I will not draft that letter yet');
    expect(letter('Write a negotiation summary of my call with the adjuster today')).toContain('Subject:');
    expect(letter('I need the correction to submitted claim letter')).toContain('I will not draft that letter yet');
    expect(letter('Write a letter correcting a mistake in my claim: the date of loss was wrong')).toContain('Subject:');
  });

  it('asks for more time without claiming a denial, and names the deadline and the days asked', async () => {
    const pending = {
      claims: [
        claim({
          events: [event('2026-03-02', 'proof_of_loss_requested', 'Adjuster asked for a sworn proof of loss', 'from_insurer', 'letter')],
        }),
      ],
    };
    const reply = await answer('more_time', 'could you request another 30 days for me', pending);
    expect(reply).toContain('Request for more time');
    expect(reply).toContain('extension of 30 days');
    expect(reply).not.toMatch(/denial|denied|closure|closed/i);
  });

  it('asks for more time for what the message names, never for Benji’s own follow-up reminder', async () => {
    const unanswered = {
      claims: [claim({ events: [event('2026-02-20', 'message_sent', 'Sent the hotel receipts', 'to_insurer', 'email')] })],
    };
    const reply = await answer(
      'more_time',
      "we're nowhere near finished listing the contents and the proof of loss deadline is coming up. please request an extension",
      unanswered,
    );
    // California's standard fire policy (§2071) sets the proof of loss 60 days after the loss, so the letter names that date.
    expect(reply).toContain('**Request for more time** to send the sworn proof of loss (due April 3, 2026');
    expect(reply).toContain('I am writing about the time to send the sworn proof of loss, which is due on April 3, 2026.');
    expect(reply).not.toMatch(/follow up/i);
  });

  it('a living-expense request never speaks of a closed claim', async () => {
    const reply = await answer('living_expenses', 'I need the hotel paid, $1,840 so far and meals $620', {});
    expect(reply).toContain('$1,840 + $620 = $2,460');
    expect(reply).not.toMatch(/closure|closed|resolved/i);
  });

  it('refuses a denial letter without a denial, and writes one for a phone denial', async () => {
    expect(await answer('written_denial', 'I want the decision on my claim in writing')).toContain('records no denial');
    const phone = await answer('written_denial', 'The adjuster denied my claim over the phone yesterday, I want it in writing');
    expect(phone).toContain('Request for the denial in writing');
    expect(phone).toContain('I was told that my claim is denied. I have not received this decision in writing.');
    expect(phone).toContain('The specific policy provisions');
  });

  it("puts the adjuster's reported words back to them, quotes the clause they speak of, and asks for the reports the diary names", async () => {
    const engineer = { claims: [claim({ events: [event('2026-02-20', 'inspection', "Sam said the engineer's report was in")] })] };
    const reply = await answer(
      'written_denial',
      'sam said on the phone the basement carpet isnt covered because of seepage. put it in writing',
      engineer,
    );
    expect(reply).toContain(
      "You told me that the basement carpet isn't covered because of seepage. I have not received this decision in writing.",
    );
    expect(reply).toMatch(/If your decision rests on the provision on page \d+ of my policy \(“[^”]*seepage/);
    expect(reply).toContain("including the engineer's report and any other inspection or expert report");
  });

  it('appeals a written denial with the user’s reasons, the clause they point to and what the proof of loss claimed', async () => {
    const deniedWithProof = {
      claims: [
        claim({
          events: [
            event(
              '2026-02-20',
              'proof_of_loss_sent',
              'Mailed in our sworn proof of loss: $23,900 (remediation $14,600 and repairs $9,300).',
              'to_insurer',
            ),
            event('2026-03-01', 'denial_received', 'Denial letter: seepage exclusion'),
          ],
        }),
      ],
    };
    const reply = await answer(
      'written_denial',
      'we never knew about the seepage, it was HIDDEN behind the drywall. my policy covers 10k of it. please appeal this',
      deniedWithProof,
    );
    expect(reply).toContain('I ask you to reconsider your decision of March 1, 2026 denying my claim');
    expect(reply).toContain('• We never knew about the seepage, it was hidden behind the drywall.');
    expect(reply).toContain('• My policy covers $10,000 of it.');
    expect(reply).toMatch(/My policy says, on page \d+: “[^”]*hidden within the walls/);
    expect(reply).toContain('My sworn proof of loss of February 20, 2026 claimed $23,900: remediation $14,600 and repairs $9,300.');
    expect(reply).not.toContain('please appeal this');
  });

  it('asks for more time with the user’s own reason and the policy’s window for the holdback', async () => {
    const reply = await answer(
      'more_time',
      'the bed is on backorder. it will be weeks before all the furniture is replaced. can i get an extension on the holdback',
    );
    expect(reply).toContain(
      'I need more time to complete it properly. The bed is on backorder. It will be weeks before all the furniture is replaced.',
    );
    expect(reply).not.toContain('[Reason You Need More Time]');
    expect(reply).not.toContain('can i get an extension');
  });

  it('carries the reasons for more time, never a greeting, a wish for the letter or an instruction left after the request', async () => {
    const reply = await answer(
      'more_time',
      'Hi there, the restoration crew lost two weeks to a strike and the cabinets come in March. ' +
        "Could you ask them for 45 more days, and say why? I'd like a letter that explains it kindly.",
    );
    expect(reply).toContain('The restoration crew lost two weeks to a strike and the cabinets come in March.');
    expect(reply).not.toMatch(/Hi there|say why|explains it kindly/i);
  });

  it('disputes a payment the user finds too low, and says when the gap is only the holdback still to come', async () => {
    const paidWithHoldback = {
      claims: [
        claim({
          events: [
            event('2026-03-01', 'payment_received', 'Paid $18,400 on actual cash value; $7,250 held back until the repairs are done'),
          ],
        }),
      ],
    };
    const reply = await answer(
      'dispute_offer',
      "my contractor quoted $25,650, so the $18,400 they paid doesn't come close. please dispute it in a letter",
      paidWithHoldback,
    );
    expect(reply).toContain('**Dispute of the amount paid**');
    expect(reply).toContain('The difference is the $7,250 you held back in recoverable depreciation.');
    expect(reply).not.toContain('I ask you to pay the difference');
    const paidOnly = { claims: [claim({ events: [event('2026-03-01', 'payment_received', 'Cheque of $18,400 received')] })] };
    expect(
      await answer('dispute_offer', 'they only paid $18,400 and my contractor wants $25,650 for the job. send them a dispute', paidOnly),
    ).toContain('I ask you to pay the difference of $7,250.');
  });

  it('names the police report on file in a status e-mail when the diary never shows it sent', async () => {
    const reported = { claims: [claim({ policeReportNumber: 'CR-77' })] };
    expect(await answer('status_update', 'email sam and check that he actually received my claim', reported)).toContain(
      'For your file, the police report number is CR-77.',
    );
    const sent = {
      claims: [
        claim({ policeReportNumber: 'CR-77', events: [event('2026-03-01', 'documents_sent', 'Sent the police report', 'to_insurer')] }),
      ],
    };
    expect(await answer('status_update', 'can you ask sam whether my claim reached him', sent)).not.toContain('For your file');
  });

  it('appeals a denial only the message speaks of with the template letter, and asks first when the diary records a history but no denial', async () => {
    expect(await answer('written_denial', 'Please write an appeal letter for my denied claim')).toContain(
      '**Request for Reconsideration / Appeal of Denial**',
    );
    const history = { claims: [claim({ events: [event('2026-02-10', 'inspection', 'Sam inspected the basement')] })] };
    const reply = await answer('written_denial', 'I want to fight their denial, put together the appeal letter', history);
    expect(reply).toContain('records the claim’s history but no denial, so I will not write an appeal yet');
    expect(reply).not.toContain('Subject:');
  });

  it('names a written denial by its date', async () => {
    const reply = await answer(
      'written_denial',
      'they denied it in a letter saying the damage is wear and tear and not covered. I want the policy wording',
      denied,
    );
    expect(reply).toContain('Your decision of March 1, 2026 denied my claim, saying that the damage is wear and tear and not covered.');
    expect(reply).not.toContain('Keep notes of the call');
  });

  it('disputes an offer with the offer, the user’s figure and the gap; no offer, no letter', async () => {
    const reply = await answer('dispute_offer', 'Their offer is way too low, my contractor quoted $38,400', offered);
    expect(reply).toContain('offer of $12,150');
    expect(reply).toContain('$38,400');
    expect(reply).toContain('$26,250');
    const plumber = {
      claims: [
        claim({
          description: 'A plumber fixed the pipe that night ($485).',
          events: [event('2026-03-01', 'offer_received', 'Offer of $12,150 for the basement')],
        }),
      ],
    };
    const bare = await answer('dispute_offer', '12,150 is insulting when brightline came in at 21,480. dispute their offer', plumber);
    expect(bare).toContain('My own estimate for the same work is $21,480, $9,330 more than your offer.');
    // One item's price among others is no estimate of the whole loss.
    const itemPrice = await answer(
      'dispute_offer',
      'they took my kayak ($13,900), the paddles and the roof rack. dispute their offer',
      plumber,
    );
    expect(itemPrice).not.toMatch(/estimate for the same work is \$13,900|your figure of \$13,900|settle for \$13,900/);
    expect(itemPrice).toContain('My own estimate for the same work is [Your Estimate Amount].');
    const smaller = await answer('dispute_offer', 'Their offer is way too low, write the dispute', plumber);
    expect(smaller).not.toContain('$485');
    expect(smaller).toContain('[Your Estimate Amount]');
    const countered = await answer('dispute_offer', 'counter them at $20,000', offered);
    expect(countered).toContain('offer of $12,150');
    expect(countered).toContain('I propose to settle for $20,000');
    expect(countered).toContain(
      '**Fill before sending:** [Your Estimate Amount]; and attach your estimate (the letter says it is enclosed).',
    );
    const none = await answer('dispute_offer', 'Their offer is way too low');
    expect(none).not.toContain('Subject:');
    expect(none).toContain('no settlement offer');
  });

  it('carries the user’s reasons, asks for a uniform repair when they complain of a mismatch, and cites the state rule where there is one', async () => {
    const message =
      'write the dispute, the living room carpet is the same carpet as the hall and they only want to replace half of it. my contractor quoted $9,800';
    const ohio = { claims: [claim({ region: 'OH', events: [event('2026-03-01', 'offer_received', 'Offer of $6,150 for the floor')] })] };
    const reply = await answer('dispute_offer', message, ohio);
    expect(reply).toContain('My reasons:\n• The living room carpet is the same carpet as the hall');
    expect(reply).toContain('material of like kind and quality and give the whole area a reasonably uniform appearance');
    expect(reply).not.toContain('2695.9');
    expect(await answer('dispute_offer', message, offered)).toContain('§ 2695.9(a)(2)');
    const noMismatch = await answer(
      'dispute_offer',
      'write the dispute, they left the ruined drywall in the garage out of the estimate. my contractor quoted $9,800',
      offered,
    );
    expect(noMismatch).toContain('My reasons:\n• They left the ruined drywall in the garage out of the estimate.');
    expect(noMismatch).not.toContain('uniform appearance');
  });

  it('asks for an update with the status check-in, or a second request when the last message went unanswered', async () => {
    expect(await answer('status_update', 'Write an e-mail to my adjuster asking for an update')).toContain('**Status Check-In**');
    const waiting = {
      claims: [
        claim({
          events: [event('2026-02-10', 'message_sent', 'Sent the plumber invoice and asked for the inspection date', 'to_insurer')],
        }),
      ],
    };
    const reminder = await answer('status_update', 'Write an e-mail to my adjuster asking for an update', waiting);
    expect(reminder).toContain('**Reminder: Awaiting Response**');
    expect(reminder).toContain('Sent the plumber invoice and asked for the inspection date');
    expect(reminder).not.toContain('Thank you for your message');
  });
});

describe('offline engine: what the user says in the message', () => {
  const offerOnly = {
    claims: [claim({ events: [event('2026-02-20', 'offer_received', 'Offer of $12,150 received', 'from_insurer', 'email')] })],
  };

  it('takes a sending the diary lacks as the last contact, and counts the insurer’s time to answer from it', async () => {
    const reply = await answer(
      'status_update',
      'write to Sam asking where things are. I emailed him the contractor estimate on feb 23 and heard nothing since',
      offerOnly,
    );
    expect(reply).toContain('**Reminder: Awaiting Response**');
    expect(reply).toContain('I wrote to you on February 23, 2026 about the following:\nSent the contractor estimate');
    expect(reply).toContain(
      "Under California Code of Regulations, title 10, §2695.5(b), an insurer must answer a claimant's communication within 15 calendar days",
    );
    expect(reply).toContain('For my claim that is by March 10, 2026.');
    expect(reply).toContain('Please respond by March 10, 2026.');
  });

  it('states an undated sending in the first person, and lists what the user wants', async () => {
    const reply = await answer(
      'status_update',
      "follow up with her. I sent her the photos already. I'd like her estimate, a decision and the engineer report",
      offerOnly,
    );
    expect(reply).toContain('I have sent you the photos. Please confirm receipt.');
    expect(reply).toContain('In particular, please send me in writing:\n- your estimate\n- a decision\n- the engineer report');
  });
});

describe('offline engine: e-mail replies to the adjuster', () => {
  const email =
    'Dear Ana,\nThank you for your claim. Please send us the plumber’s invoice, photos of the basement and a list of damaged contents within 30 days. We would also like to schedule an inspection next week.\nRegards,\nSam Lee';

  it("answers each point of the adjuster's e-mail, addressed and signed with real details", async () => {
    const reply = await answer('email_reply', 'The adjuster sent me this, please help me reply:', {}, email);
    expect(reply).toContain('Subject: Re: Claim MM-2026-0042 - Policy HO-554221\nTo: sam.lee@maple.example');
    expect(reply).toContain('Dear Sam Lee,');
    expect(reply).toContain('• plumber’s invoice\n• photos of the basement\n• list of damaged contents');
    expect(reply).toContain('available for the inspection');
    expect(reply).toContain('(within 30 days)');
    expect(reply).toContain('Thank you,\nAna Ruiz\nPhone: 4165550100\nEmail: ana@example.com');
    // Every blank the reply leaves is listed, so nothing in brackets goes out by mistake.
    expect(reply).toContain('**Fill before sending:** [the date you can send them], [dates and times that suit you].');
  });

  it('answers a release the user will not sign, turns down the offer with the user’s own figure, and names the dates proposed', async () => {
    const release =
      'Dear Ana,\nOur offer of $12,150 settles the basement. Once you sign the enclosed release and send it back, we will issue payment. We can reinspect on March 24 or 25.\nRegards,\nSam Lee';
    const reply = await answer('email_reply', 'i am NOT signing anything, our contractor quoted $21,480', {}, release);
    expect(reply).toContain('I will not sign the release. I do not accept the offer of $12,150 as full and final settlement of my claim.');
    expect(reply).toContain('I do not accept your offer of $12,150. My own estimate for the work is $21,480.');
    expect(reply).toContain('Thank you for proposing March 24, 2026 or March 25, 2026 for the inspection.');
    const undecided = await answer('email_reply', 'help me answer this', {}, release);
    expect(undecided).toContain('I will not sign a full and final release while the amount of my claim is still being discussed.');
    expect(undecided).toContain('Thank you for the offer of $12,150.');
  });

  it('finds the e-mail in the previous message when asked to reply to it', async () => {
    const request = await requestFor('email_reply', 'Draft a reply to the adjuster');
    const reply = composeReply(
      {
        ...request,
        history: [
          { role: 'user', content: email },
          { role: 'assistant', content: 'Got it.' },
        ],
      },
      request.understood!,
    );
    expect(reply).toContain('• photos of the basement');
  });

  it('asks about an offer and a denial the way a careful policyholder would', async () => {
    const reply = await answer(
      'email_reply',
      'Reply to this email from the adjuster',
      {},
      'From: Sam Lee\nWe have reviewed your claim and offer a settlement of $6,250. Items in the basement are not covered.',
    );
    expect(reply).toContain('offer of $6,250');
    expect(reply).toContain('specific policy provisions');
  });

  it('with nothing pasted, asks for the e-mail instead of inventing its points', async () => {
    const reply = await answer('email_reply', 'Write an email reply to the adjuster', { claimDetails: null });
    expect(reply).toContain('paste the e-mail or letter here');
    expect(reply).not.toContain('Thank you for your message');
    expect(reply).not.toContain('Subject:');
  });
});

describe('offline engine: what to do next', () => {
  it('after a paid claim, reopening for a supplement and the repair shop’s warranty, never a proof of loss; after a denial, the appeal', async () => {
    const closed = await answer('next_steps', 'the repair is acting up since, can i still do anything?', paid);
    expect(closed).toContain('The claim is paid ($18,400 on March 1, 2026) and closed.');
    expect(closed).toContain('reopen the claim for a supplement');
    expect(closed).toContain('workmanship warranty');
    expect(closed).not.toContain('Send a proof of loss');
    const rejected = {
      claims: [claim({ status: 'Rejected', events: [event('2026-03-01', 'denial_received', 'Denial letter: seepage exclusion')] })],
    };
    const denied = await answer('next_steps', 'what now?', rejected);
    expect(denied).toContain('The claim was denied.');
    expect(denied).not.toContain('Send a proof of loss');
  });

  it('weighs the offer against the user’s figure, names the holdback, and after a month of silence the supervisor and the regulator', async () => {
    const events = [
      event('2026-01-20', 'offer_received', 'Offer of $12,150 received', 'from_insurer', 'email'),
      event('2026-01-25', 'payment_received', 'Paid $9,000 ACV; $2,480 recoverable depreciation held back', 'from_insurer', 'email'),
      event('2026-02-02', 'message_sent', 'Sent the contractor estimate of $21,480', 'to_insurer', 'email'),
    ];
    const reply = await answer('next_steps', 'where am i at with all this', { claims: [claim({ events })] });
    expect(reply).toContain(
      'Their offer of $12,150 is $9,330 below your figure of $21,480. Dispute it in writing with your estimate ("dispute the offer")',
    );
    expect(reply).toContain('$2,480 of recoverable depreciation (the holdback) is still to come');
    expect(reply).toContain('The insurer has missed a time limit the law sets (answer your communication, due February 17, 2026).');
    expect(reply).toContain('If the supervisor does not act, complain to California Department of Insurance');
    expect(reply).toContain('Your last message to them: February 2, 2026 — Sent the contractor estimate of $21,480.');
  });
});

describe('offline engine: releasing the holdback', () => {
  const heldBack = {
    claims: [
      claim({
        events: [
          event('2026-02-20', 'payment_received', 'Paid $18,400 ACV; $7,250 recoverable depreciation held back', 'from_insurer', 'email'),
        ],
      }),
    ],
  };
  const settlement = {
    page: 4,
    score: 1,
    text: 'Loss Settlement\nYou may make a claim for the additional amount held back within 180 days of the loss.',
  };

  it('adds up what the user paid, and counts the policy’s time limit from the date of loss', async () => {
    const reply = await answer(
      'depreciation',
      'new sofa was $2,150 and the treadmill $1,480, both bought now. please write to get the holdback released',
      { ...heldBack, passages: [settlement] },
    );
    expect(reply).toContain('Request to release recoverable depreciation** of $7,250');
    expect(reply).toContain('at a cost of $3,630 ($2,150 + $1,480)');
    expect(reply).toContain('My policy (page 4) allows me to claim this amount until August 1, 2026');
    expect(reply).toContain('For your loss of February 2, 2026, the last day is **August 1, 2026**');
  });

  it('says where to look when the policy’s time limit is not among the passages', async () => {
    const reply = await answer('depreciation', 'release the holdback please', { ...heldBack, passages: [] });
    expect(reply).toContain('[Final Cost]');
    expect(reply).toContain('check your loss settlement condition');
  });
});

describe('offline engine: proof of loss from the user’s own figures', () => {
  it('lists the items the user names, totals them, and takes the deductible from the policy for this kind of loss', async () => {
    const declarations = {
      page: 1,
      score: 1,
      text: 'Declarations\nPart D: Collision, actual cash value less $1,000 deductible; Other Than Collision (including theft), actual cash value less $500 deductible.',
    };
    const theft = { claims: [claim({ typeOfClaim: 'Car Theft' })], passages: [declarations] };
    const vehicle = await answer(
      'proof_of_loss',
      'fill in my proof of loss. the car was worth roughly $27,400 according to KBB and Ally Financial is owed $18,950',
      theft,
    );
    expect(vehicle).toContain('Actual cash value of the vehicle: $27,400 (your figure)');
    expect(vehicle).toContain('Lienholder (loss payee): Ally Financial');
    expect(vehicle).toContain('Less deductible: $500 (your policy, page 1)');
    expect(vehicle).toContain('**Net amount claimed: $26,900**');
    expect(vehicle).toContain('[Odometer Reading]');

    const burglary = await answer('proof_of_loss', 'proof of loss please: bracelet $2,900, ring $6,800, back door $1,340', {
      claims: [claim({ typeOfClaim: 'Home Burglary / Theft' })],
      passages: [],
    });
    expect(burglary).toContain('1. bracelet: $2,900\n2. ring: $6,800\n3. back door: $1,340\nTotal: $11,040');
    expect(burglary).toContain('Less deductible: [Deductible]');
    expect(burglary).toContain('**Net amount claimed: [Total]**');
  });

  it('holds items to the policy’s special limits, one limit for all the jewelry, and claims the net within them', async () => {
    const page = (text: string) => ({ page: 2, score: 1, text: `SPECIAL LIMITS OF LIABILITY\n${text}` });
    const limits = [
      page('The special limit for each category shown below is the total limit for each loss for all property in that category.'),
      page('a. $200 on money, bank notes, bullion, gold other than goldware, silver other than silverware, coins and medals.'),
      page(
        'b. $1,500 on securities, accounts, deeds, evidences of debt, letters of credit, notes other than bank notes, passports and tickets.',
      ),
      page('c. $1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.'),
      {
        page: 4,
        score: 1,
        text: 'CONDITIONS\nDeductible. We will pay only that part of the total of all loss payable that exceeds the deductible amount ($1,000).',
      },
    ];
    const reply = await answer(
      'proof_of_loss',
      'need the proof of loss drafted - laptop $2,399, ring $6,800, cash $600, bracelet $2,900, back door $1,340',
      {
        claims: [claim({ typeOfClaim: 'Home Burglary / Theft' })],
        passages: limits,
      },
    );
    expect(reply).toContain('Total: $14,039');
    expect(reply).toContain(
      '• $1,500 for loss by theft of jewelry, watches, furs… (page 2): ring, bracelet, $9,700 claimed — one limit for them all',
    );
    expect(reply).toContain('• $200 on money, bank notes, bullion… (page 2): cash, $600 claimed');
    expect(reply).toContain('Total within the special limits: $5,439');
    expect(reply).toContain('**Net amount claimed: $4,439**');
    expect(reply).toContain('An item scheduled on an endorsement');
  });
});
