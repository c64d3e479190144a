import { describe, expect, it } from 'vitest';
import { TERMS, termsNamedIn } from '../../src/assistant/glossary/terms';

// Two ways of saying each term, by its title: a term added without phrasings fails the first test.
const SAID: Record<string, readonly [string, string]> = {
  'Actual cash value (ACV)': ['what is ACV', 'actual cash value meaning'],
  'Guaranteed replacement cost': ['guaranteed replacement cost?', 'do I have guaranteed rebuilding'],
  'Extended replacement cost': ['extended replacement cost endorsement', 'extended dwelling coverage'],
  'Replacement cost value (RCV)': ['what is RCV', 'replacement cost value'],
  'Holdback (recoverable depreciation)': ['the holdback amount', 'recoverable depreciation?'],
  Depreciation: ['why depreciate my couch', 'depreciation explained'],
  'Total loss (write-off)': ['they totalled my car', 'constructive total loss'],
  Salvage: ['salvage value?', 'owner-retained salvage'],
  Betterment: ['betterment on my tires', 'what is betterment'],
  'Matching (like kind and quality)': ['the siding mismatch', 'like kind and quality'],
  'Overhead and profit (O&P)': ['O&P on my estimate', 'overhead and profit'],
  'Scope of loss and estimate (Xactimate)': ['the Xactimate printout', 'scope of loss'],
  'Supplement (supplemental claim)': ['filing a supplement', 'supplemental claim'],
  'Storm deductible (hurricane, wind and hail)': ['hurricane deductible', 'wind/hail deductible'],
  'Percentage deductible': ['a 2% deductible', 'percentage deductible'],
  Deductible: ['my deductible', 'the deductable'],
  'Limit of liability (policy limit)': ['limit of liability', 'policy limits'],
  'Sub-limit': ['sublimit for jewelry', 'special limits'],
  Coinsurance: ['coinsurance penalty', 'co-insurance clause'],
  'Mortgagee clause and two-party cheques': ['two-party cheque', 'loss payee'],
  'HO-3 (special form homeowners policy)': ['HO-3 policy', 'an HO3 form'],
  'Tenant’s insurance (HO-4, renters)': ['tenant insurance', "renter's policy"],
  'Condo unit owner’s policy (HO-6)': ['an HO-6', 'improvements and betterments'],
  'Condo corporation’s policy and loss assessment': ['loss assessment coverage', 'strata corporation policy'],
  'Dwelling (Coverage A)': ['Coverage A limit', 'dwelling coverage'],
  'Other structures (Coverage B)': ['Coverage B', 'other structures'],
  'Scheduled personal property (floater)': ['scheduled jewellery', 'a personal articles floater'],
  'Personal property (Coverage C, contents)': ['Coverage C', 'personal property limit'],
  'Additional living expenses (loss of use)': ['Coverage D', 'additional living expenses'],
  'Personal liability (Coverage E)': ['Coverage E', 'personal liability'],
  'Medical payments': ['med pay', 'medical payments to others'],
  'Perils: named perils and open perils (all risks)': ['named perils', 'open perils'],
  'Sudden and accidental': ['sudden and accidental', 'accidental discharge'],
  'Wear and tear and gradual damage': ['wear and tear', 'gradual leakage'],
  'Mold (fungi)': ['mould remediation', 'fungi'],
  'Sewer and water backup': ['sewer backup', 'water back-up'],
  'Flood and overland water': ['overland water', 'flood insurance'],
  'Ordinance or law (building code upgrades)': ['ordinance or law', 'code upgrades'],
  'Vacancy and unoccupancy': ['vacancy clause', 'house was unoccupied'],
  Collapse: ['collapse coverage', 'partial collapse'],
  'Ensuing (resulting) loss': ['ensuing loss', 'resulting damage'],
  'Concurrent causation (anti-concurrent clause)': ['anti-concurrent causation', 'efficient proximate cause'],
  'Inventory (schedule of loss)': ['contents inventory', 'schedule of loss'],
  'Direct compensation – property damage (DCPD)': ['DCPD', 'direct compensation property damage'],
  'Fault determination (at-fault)': ['fault determination rules', '25% at fault'],
  Collision: ['collision deductible', 'collision or upset'],
  'Comprehensive (other than collision)': ['comprehensive coverage', 'specified perils'],
  'Auto liability (third-party liability)': ['third party liability', 'bodily injury liability'],
  'Uninsured and underinsured motorist coverage': ['uninsured motorist coverage', 'OPCF 44R'],
  'PIP and accident benefits (no-fault)': ['PIP benefits', 'accident benefits'],
  'Diminished value': ['diminished value', 'loss in resale value'],
  'OEM and aftermarket parts': ['OEM parts', 'aftermarket bumper'],
  'Rental reimbursement (loss of use of a car)': ['rental reimbursement', 'OPCF 20'],
  'Towing and storage': ['towing and labour', 'storage fees'],
  'Gap insurance and new-vehicle replacement': ['gap insurance', 'waiver of depreciation'],
  'Reservation of rights (non-waiver)': ['reservation of rights', 'non-waiver agreement'],
  'Coverage denial letter': ['denial letter', 'partial denial'],
  'Bad faith': ['bad faith', 'duty of good faith'],
  'Duty to mitigate (reasonable repairs)': ['duty to mitigate', 'emergency repairs'],
  'Recorded statement': ['recorded statement', 'give a statement'],
  'Proof of loss': ['proof of loss', 'statutory declaration'],
  'Examination under oath (EUO)': ['EUO', 'examination under oath'],
  Appraisal: ['appraisal clause', 'the umpire'],
  Release: ['full and final release', 'sign the release'],
  Subrogation: ['subrogation', 'will they subrogate'],
  'First-party and third-party claims': ['third-party claim', 'first party claim'],
  'Statutory conditions (Canada)': ['statutory conditions', 'statutory condition 14'],
  'Limitation period': ['limitation period', 'statute of limitations'],
  'Regulator and complaints (ombudsman)': ['department of insurance', 'the GIO'],
  'Public adjuster': ['public adjuster', 'a public adjustor'],
  'Adjuster (staff, independent, catastrophe)': ['independent adjuster', 'CAT adjuster'],
  'Named insured (who is insured)': ['named insured', 'additional insured'],
  'Declarations page': ['declarations page', 'dec page'],
  'Endorsement (rider)': ['endorsement', 'a rider'],
  Exclusion: ['exclusions', 'the exclusion'],
  Premium: ['premium', 'premiums going up'],
  'Full coverage': ['full coverage', 'my full-coverage plan'],
  'Stacked and unstacked limits': ['stacking', 'unstacked UM'],
  'Non-owner car insurance': ['non-owner policy', 'nonowners insurance'],
  'Liability limits (such as 25/50/25)': ['25/50/25', '100/300/100 limits'],
  Binder: ['a binder', 'insurance binder from the agent'],
  'Hazard insurance': ['hazard insurance', 'the lender wants hazard coverage'],
  'Force-placed (lender-placed) insurance': ['force-placed insurance', 'lender placed coverage'],
  'Home warranty': ['home warranty', "the builder's warranty"],
  'Private mortgage insurance (PMI)': ['PMI', 'private mortgage insurance'],
};

const titles = (message: string) => termsNamedIn(message).map((term) => term.title);

describe('the glossary', () => {
  it.each(TERMS.map((term) => [term.title, term] as const))('%s is named both ways it is said', (title, term) => {
    const said = SAID[title];
    expect(said, `no phrasings for ${title}`).toBeDefined();
    for (const phrasing of said!) {
      expect(term.names.test(phrasing), phrasing).toBe(true);
      expect(titles(phrasing), phrasing).toContain(title);
    }
  });

  it('has no phrasings for a term it lacks, and no two terms of one title', () => {
    const all = TERMS.map((term) => term.title);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(SAID).filter((title) => !all.includes(title))).toEqual([]);
  });

  it('reads names case-insensitively and without a global flag, whose lastIndex would make test() skip matches', () => {
    for (const term of TERMS) expect(term.names.flags, term.title).toBe('i');
  });

  it.each([
    'Hi, thanks for your help',
    'I sent the photos yesterday',
    'my adjuster called me back',
    'the insurer paid me last week',
    'I am upset about this',
    'they will release the funds',
    'what coverage a tenant needs',
    'um, when will they call',
    'the car is at the shop',
    'my floors are ruined',
    'press release about the storm',
    'can you write a letter',
  ])('names no term in an everyday sentence: %s', (sentence) => {
    expect(titles(sentence)).toEqual([]);
  });

  it.each([
    ['limit of liability', 'Limit of liability (policy limit)'],
    ['our hurricane deductible', 'Storm deductible (hurricane, wind and hail)'],
    ['scheduled personal property', 'Scheduled personal property (floater)'],
    ['loss of use of my car', 'Rental reimbursement (loss of use of a car)'],
    ['specified perils', 'Comprehensive (other than collision)'],
    ['third-party liability', 'Auto liability (third-party liability)'],
    ['guaranteed replacement cost', 'Guaranteed replacement cost'],
  ])('gives "%s" to the longer term only', (message, title) => {
    expect(titles(message)).toEqual([title]);
  });

  it('still explains a general term said apart from the longer one', () => {
    expect(titles('hurricane deductible, and the deductible on contents')).toEqual([
      'Storm deductible (hurricane, wind and hail)',
      'Deductible',
    ]);
  });
});
