import type { TClaimUpload } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { emptyClaimDetails } from '../claim-details/claim-details-values';
import { claimChecklist } from './checklist';

const doneLabels = (items: { label: string; done: boolean }[]) => items.filter((item) => item.done).map((item) => item.label);
const savedWithPdf = { files_metadata: [{ filename: 'p.pdf', size: 10, content_type: 'application/pdf' }] } as unknown as TClaimUpload;

describe('claimChecklist', () => {
  it('lists the eight items of the spec, none ticked for an empty form', () => {
    const items = claimChecklist(emptyClaimDetails, null, null);
    expect(items.map((item) => item.label)).toEqual([
      'Insurance company',
      'Policy number',
      'Police report number',
      'Adjuster name',
      'Adjuster phone',
      'Adjuster e-mail',
      'Claim number',
      'Policy uploaded',
    ]);
    expect(doneLabels(items)).toEqual([]);
  });

  it('ticks a field once it holds more than spaces', () => {
    const values = { ...emptyClaimDetails, insurance_company_name: 'Maple', adjuster_email: 'a@b.co', police_report_number: '   ' };
    expect(doneLabels(claimChecklist(values, null, null))).toEqual(['Insurance company', 'Adjuster e-mail']);
  });

  it('ticks the policy for a chosen PDF or a saved one', () => {
    const file = new File(['%PDF'], 'p.pdf', { type: 'application/pdf' });
    expect(doneLabels(claimChecklist(emptyClaimDetails, file, null))).toEqual(['Policy uploaded']);
    expect(doneLabels(claimChecklist(emptyClaimDetails, null, savedWithPdf))).toEqual(['Policy uploaded']);
  });
});
