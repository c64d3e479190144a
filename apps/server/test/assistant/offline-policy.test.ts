import { describe, expect, it } from 'vitest';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import { claim, DETAILS, event, requestFor } from './fixtures/context';

// The job is fixed here: these tests are about reading the policy, not about recognising the question.
const ask = async (message: string, overrides = {}) => {
  const request = await requestFor('policy_question', message, overrides);
  return composeReply(request, request.understood!);
};

describe('offline engine: questions about the policy', () => {
  it.each([
    ['Is mold covered by my policy?', 4, 'Mold, fungi or wet rot'],
    ['Does my policy cover a burst pipe?', 3, 'including a burst pipe'],
    ['What is my deductible?', 5, 'The deductible for each covered loss is $1,000'],
    ['Will the policy pay for a hotel while my house is repaired?', 6, 'such as hotel bills'],
    ['My basement flooded from the river. Am I covered for flood?', 4, 'We do not cover loss caused by flood'],
  ])('%s → quotes page %i', async (question, page, words) => {
    const reply = await ask(question);
    expect(reply).toContain(`**Page ${page}`);
    expect(reply).toContain(words);
    // The best passage comes first.
    expect(reply.indexOf(`**Page ${page}`)).toBe(reply.indexOf('**Page '));
    expect(reply).toContain('maple-policy.pdf');
    expect(reply).toContain('not legal advice');
  });

  it('explains a term with where the policy uses it, by page', async () => {
    const request = await requestFor('explain_term', 'what is a deductible?');
    const reply = composeReply(request, request.understood!);
    expect(reply).toContain('**Deductible** — The part of each covered loss you bear yourself');
    expect(reply).toContain('**In your policy (page 5):** “Deductible. The deductible for each covered loss is $1,000');
  });

  it('reads a storm claim’s roof schedule against the roof’s age in the diary, and names the storm deductible', async () => {
    const passages = [
      {
        page: 6,
        score: 3,
        text: 'ROOF SURFACING PAYMENT SCHEDULE\nFor loss caused by windstorm or hail to roof surfacing, we pay actual cash value, not replacement cost, when the roof surfacing is more than 10 years old at the time of loss.',
      },
      {
        page: 3,
        score: 2,
        text: 'SECTION I - EXCLUSIONS\nWear and tear, marring, deterioration, settling, cracking or shrinking of pavements, foundations or roofs is not covered.',
      },
      {
        page: 1,
        score: 1,
        text: 'DECLARATIONS\nDeductibles. All other perils: $1,500 per loss. Windstorm or hail: 2% of Coverage A ($8,240), which applies instead of the all other perils deductible.',
      },
    ];
    const hail = claim({
      typeOfClaim: 'Roof Damage / Storm',
      dateOfIncident: '2026-01-09',
      description: 'Hail cracked the shingles across the whole roof.',
      events: [event('2026-02-14', 'documents_sent', 'Sent the roofer estimate and the 2014 roof invoice.', 'to_insurer')],
    });
    const reply = await ask('Does my policy cover replacing the entire roof?', { claims: [hail], passages });
    expect(reply).not.toContain('appears excluded');
    expect(reply).toContain(
      '**Its age:** your records give 2014 for the roof surfacing (your diary, February 14, 2026), so it was about 12 years old at the loss — more than 10 years, so this condition applies: they pay actual cash value, not replacement cost (page 6).',
    );
    expect(reply).toContain(
      '**Deductible for this loss:** “Windstorm or hail: 2% of Coverage A ($8,240), which applies instead of the all other perils deductible” (page 1).',
    );
  });

  it('names the section a passage sits in', async () => {
    expect(await ask('Is mold covered?')).toMatch(/\*\*Page 4 — [^*]*:\*\*\n“Mold, fungi or wet rot\./);
  });

  it('asks for the PDF when none is uploaded', async () => {
    const withoutFile = {
      claimDetails: { ...DETAILS, policyFilename: null, policyTextStatus: 'none' as const, policyPageCount: null },
      passages: [],
    };
    expect(await ask('Is mold covered?', withoutFile)).toMatch(/upload your policy PDF with \*\*Claim Details\*\*/);
    expect(await ask('Is mold covered?', { claimDetails: null, passages: [] })).toMatch(/upload your policy PDF/);
  });

  it('says plainly that it cannot read a scanned PDF', async () => {
    const scanned = { claimDetails: { ...DETAILS, policyFilename: 'scan.pdf', policyTextStatus: 'no_text' as const }, passages: [] };
    const reply = await ask('What is my deductible?', scanned);
    expect(reply).toContain('scan.pdf');
    expect(reply).toContain('no text layer');
    expect(reply).toContain('cannot read it');
  });

  it('says when the policy has nothing on the question, rather than quoting something unrelated', async () => {
    const reply = await ask('Is my pet iguana covered?');
    expect(reply).toContain('found no passage about that');
    expect(reply).not.toContain('**Page');
  });
});
