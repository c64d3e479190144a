import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { buyingInsurance } from '../../src/assistant/providers/offline/jobs/buying-insurance';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { understand } from '../../src/assistant/understanding/understand';
import { context } from './fixtures/context';

const jobOf = async (message: string) => {
  const { understanding } = await understand(await loadClassifiers(), message, [], context());
  if (understanding.kind === 'jobs') return understanding.requests.map((request) => request.job);
  return understanding.kind === 'clarify' ? { choices: understanding.choices } : understanding.kind;
};

describe('a question about buying or managing insurance', () => {
  it('is read as such, not as a question about the claim', async () => {
    expect(await jobOf('what would a renters policy run me per month in Sacramento')).toEqual(['buying_insurance']);
  });

  it('is offered among the choices when the words leave the job in doubt', async () => {
    expect(await jobOf('is it smarter to use a broker to find a lower premium')).toEqual({
      choices: expect.arrayContaining(['buying_insurance']),
    });
  });

  it('leaves a question about what the policy pays to the policy', async () => {
    expect(await jobOf('does my policy pay to replace the carpet the water soaked')).toEqual(['policy_question']);
  });

  it('is answered by naming who can answer it, never with a price or a coverage verdict', () => {
    const facts = gatherFacts(context(), '');
    const reply = buyingInsurance('what would a renters policy run me per month', facts, 'en');
    expect(reply).toMatch(/agent or broker/);
    expect(reply).toContain('Maple Mutual');
    expect(reply).not.toMatch(/\$\d|covered/i);
    expect(reply).not.toMatch(/at renewal/);
  });

  it('says who decides a premium after a claim when the question ties the two', () => {
    const facts = gatherFacts(context(), '');
    expect(buyingInsurance('if I go ahead with this claim will my premium jump', facts, 'en')).toMatch(/at renewal/);
  });

  it('is written whole in French and in Spanish', () => {
    const facts = gatherFacts(context(), '');
    const french = buyingInsurance('combien coûterait une assurance auto pour mon fils', facts, 'fr');
    const spanish = buyingInsurance('cuánto cuesta un seguro de inquilino', facts, 'es');
    expect(french).toMatch(/courtier/);
    expect(spanish).toMatch(/agente o corredor/);
    for (const reply of [french, spanish]) expect(reply).not.toMatch(/\b(?:the|your|policy|claim)\b/);
  });
});
