import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { claimRecord } from '../../src/assistant/providers/offline/jobs/claim-record';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { understand } from '../../src/assistant/understanding/understand';
import { context, DETAILS } from './fixtures/context';

describe('a question about the claim record', () => {
  it('is read as one, however it is put', async () => {
    const classifiers = await loadClassifiers();
    for (const message of ['who is the adjuster on my file?', 'what was my claim number again', 'which company is my claim with'])
      expect((await understand(classifiers, message, [], context())).understanding, message).toMatchObject({
        kind: 'jobs',
        requests: [{ job: 'claim_record' }],
      });
  });

  it('is answered with the record’s own lines', () => {
    const reply = claimRecord(gatherFacts(context(), 'who is my adjuster'));
    expect(reply).toContain(`- Insurer: ${DETAILS.insuranceCompanyName}`);
    expect(reply).toContain(`- Claim number: ${DETAILS.claimNumber}`);
    expect(reply).toContain(`- Adjuster: ${DETAILS.adjusterName}`);
    expect(reply).not.toContain('not on your record yet');
  });

  it('says what the record lacks instead of guessing it', () => {
    const reply = claimRecord(
      gatherFacts(
        context({ claimDetails: { ...DETAILS, adjusterName: '', adjusterPhoneNumber: '', adjusterEmail: '' } }),
        'who is my adjuster',
      ),
    );
    expect(reply).toContain('- Adjuster: not on your record yet');
    expect(reply).toContain('Add what is missing in **Claim Details**');
  });

  it('with no claim at all, says how to start one', () => {
    expect(claimRecord(gatherFacts(context({ claims: [], claimDetails: null }), 'who is my insurer'))).toContain(
      'You have no claim in Benji yet',
    );
  });
});
