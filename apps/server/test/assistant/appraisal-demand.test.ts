import { describe, expect, it } from 'vitest';
import { claim } from './fixtures/context';
import { replyIn } from './fixtures/localized-reply';

// The demand for appraisal rests on a disagreement about the amount: an offer on record or in the
// user's words, or a disagreement the user tells without the insurer's figure. Without either, it
// says there is nothing to disagree with yet, and never that the user's own message holds no offer
// when it does.

const clause = {
  page: 4,
  score: 1,
  text: 'Appraisal\nIf you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other.',
};
const quietClaim = claim({ events: [] });
const demand = (message: string) => replyIn('appraisal', 'en', message, [quietClaim], { passages: [clause] });

describe('the demand for appraisal', () => {
  it('takes the figure the user says the insurer gives as its offer', () => {
    const letter = demand(
      'The field adjuster came back with $21,500 for the smoke damage; my restorer quoted $37,000. Draft the appraisal demand.',
    );
    expect(letter).toMatch(/^\*\*Demand for appraisal\*\* — for the gap between the offer of \$21,500 and your estimate of \$37,000/);
    expect(letter).toContain('you offered $21,500, and my estimate is $37,000');
  });

  it('is drafted on a disagreement told without the insurer’s figure, with the figure left to fill in', () => {
    const letter = demand('We cannot agree with them on the price of the siding repair, so write the demand for appraisal.');
    expect(letter).toContain('you offered [Offer Amount].');
    expect(letter).not.toMatch(/I see no offer/);
  });

  it('says there is nothing to disagree with yet when neither the records nor the message give a disagreement', () => {
    expect(demand('please write the demand for appraisal on my claim')).toMatch(
      /I see no offer from the insurer in your claim diary or your message/,
    );
  });
});

describe('the appraisal clause of a policy written in French', () => {
  const expertise = {
    page: 4,
    score: 1,
    text: "Expertise\nEn cas de désaccord sur le montant de l'indemnité, chaque partie nomme un expert. Les deux experts choisissent un arbitre.",
  };

  it('is found and quoted, so the demand is drafted under it rather than refused', () => {
    const letter = replyIn('appraisal', 'en', 'Their offer of $8,000 is too low; draft the appraisal demand.', [quietClaim], {
      passages: [expertise],
    });
    expect(letter).toContain('Under the appraisal provision of my policy (page 4)');
    expect(letter).not.toMatch(/found no appraisal clause/);
  });

  it('is not demanded on a disagreement only supposed', () => {
    expect(demand('if they lowball the siding, could I ask for appraisal?')).toMatch(/I see no offer/);
  });
});
