import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../diary/timeline';
import { LETTER_TEMPLATES } from './catalog';
import { fillPlaceholders } from './fill';
import type { Placeholder } from './placeholders';
import { recordValues, type LetterRecord } from './record-values';

const event = (id: string, fields: Omit<DiaryEntry, 'id'>): DiaryEntry => ({ id, ...fields });

// Out of order on purpose: the diary is read oldest first whatever order it comes in.
const diary: DiaryEntry[] = [
  event('offer', {
    occurred_on: '2026-02-20',
    kind: 'offer_received',
    direction: 'from_insurer',
    channel: 'email',
    summary: 'Settlement offer of $12,150 for the basement.',
  }),
  event('notice', { occurred_on: '2026-01-04', kind: 'notice_given', direction: 'to_insurer', channel: 'phone', summary: 'Reported it.' }),
  event('quote', {
    occurred_on: '2026-02-10',
    kind: 'documents_sent',
    direction: 'to_insurer',
    channel: 'email',
    summary: 'Sent the contractor estimate of $38,400.',
  }),
  event('comparable', {
    occurred_on: '2026-02-12',
    kind: 'note',
    direction: null,
    channel: null,
    summary: 'Similar homes listed for $410,000.',
  }),
  event('payment', {
    occurred_on: '2026-02-25',
    kind: 'payment_received',
    direction: 'from_insurer',
    channel: 'portal',
    summary: 'Cheque for $5,000.',
  }),
  event('call', {
    occurred_on: '2026-02-27',
    kind: 'insurer_response',
    direction: 'from_insurer',
    channel: 'phone',
    summary: 'Adjuster called.',
  }),
  event('denial', {
    occurred_on: '2026-03-02',
    kind: 'denial_received',
    direction: 'from_insurer',
    channel: 'letter',
    summary: 'Denied the contents part.',
  }),
  event('sent', {
    occurred_on: '2026-03-05',
    kind: 'message_sent',
    direction: 'to_insurer',
    channel: 'email',
    summary: 'Asked for the file.',
  }),
  // Tomorrow's inspection is planned, not contact that happened.
  event('planned', {
    occurred_on: '2026-03-11',
    kind: 'inspection',
    direction: 'to_insurer',
    channel: 'in_person',
    summary: 'Inspection booked.',
  }),
];

const record: LetterRecord = {
  user: { full_name: 'Ana Ruiz', email: 'ana@example.com', address: '12 Elm Street, Toronto, ON', phone_number: '4165550199' },
  claim: {
    insurance_company_name: 'Maple Mutual',
    policy_number: 'HO-448812',
    date_of_incident: '2026-01-03',
    city_of_incident: 'Toronto',
    region: 'ON',
    country_of_incident: 'Canada',
    type_of_claim: 'Basement Flood / Water Damage',
    description: 'The sump pump failed during the thaw.',
  },
  details: { adjuster_name: 'Sam Lee', adjuster_email: 'sam.lee@maplemutual.example', add_claim_number: 'MM-2026-00417' },
  diary,
  today: '2026-03-10',
};

// What this record says, slot by slot: the only values a letter may show for it.
const FROM_RECORD: Partial<Record<Placeholder, string>> = {
  Date: 'March 10, 2026',
  'Your Full Name': 'Ana Ruiz',
  'Your Email': 'ana@example.com',
  'Your Address': '12 Elm Street, Toronto, ON',
  'Your Phone': '4165550199',
  'Insurance Company': 'Maple Mutual',
  'Adjuster Name': 'Sam Lee',
  'Claim Number': 'MM-2026-00417',
  'Policy Number': 'HO-448812',
  'Date of Loss': 'January 3, 2026',
  'Loss Location': 'Toronto, ON, Canada',
  'Type of Loss': 'Basement Flood / Water Damage',
  'Description of Loss': 'The sump pump failed during the thaw.',
  'Date of Last Contact': 'March 5, 2026',
  'Date of Conversation': 'February 27, 2026',
  'Denial Letter Date': 'March 2, 2026',
  'Offer Amount': '$12,150',
  'Offer Date': 'February 20, 2026',
  'Payment Amount': '$5,000',
  'Payment Date': 'February 25, 2026',
};

const textOf = (template: (typeof LETTER_TEMPLATES)[number]) => `${template.fullContent.subject}\n${template.fullContent.body}`;

describe('recordValues', () => {
  it('gives each slot the fact of its own role from the claim, its details, its diary and the user', () => {
    expect(recordValues(record)).toEqual(FROM_RECORD);
  });

  it('fills every template’s placeholders from the record or leaves them visible, inventing none', () => {
    const values = recordValues(record);
    for (const template of LETTER_TEMPLATES) {
      const { segments } = fillPlaceholders(textOf(template), values);
      for (const segment of segments.filter((part) => part.placeholder !== undefined)) {
        const name = segment.placeholder as Placeholder;
        if (segment.filled) expect(segment.text, `${template.id}: ${name}`).toBe(FROM_RECORD[name]);
        else {
          expect(FROM_RECORD, `${template.id}: ${name}`).not.toHaveProperty(name);
          expect(segment.text).toBe(`[${name}]`);
        }
      }
    }
  });

  it('knows only the letter’s date when there is no user and no claim: every other slot stays a placeholder', () => {
    expect(recordValues({ today: '2026-03-10' })).toEqual({ Date: 'March 10, 2026' });
    const dispute = LETTER_TEMPLATES.find((template) => template.id === 'initial-offer-rejection')!;
    const { text } = fillPlaceholders(textOf(dispute), recordValues({ today: '2026-03-10' }));
    expect(text).toContain('[Offer Amount], dated [Offer Date]');
    expect(text).toContain('Claim Number: [Claim Number]');
    expect(text).toContain('Dear [Adjuster Name],');
  });

  it('puts an amount only in its own role: no offer on record leaves the offer slot, whatever else was paid or quoted', () => {
    const withoutOffer = recordValues({ ...record, diary: diary.filter((entry) => entry.id !== 'offer') });
    expect(withoutOffer).not.toHaveProperty('Offer Amount');
    expect(withoutOffer).not.toHaveProperty('Offer Date');
    expect(withoutOffer['Payment Amount']).toBe('$5,000');
    expect(Object.values(withoutOffer)).not.toContain('$38,400');
    expect(Object.values(withoutOffer)).not.toContain('$410,000');
  });

  it('takes an offer the user mentions in their own message, but not that message’s date as the offer’s', () => {
    const values = recordValues({
      ...record,
      diary: [
        event('reply', {
          occurred_on: '2026-03-01',
          kind: 'message_sent',
          direction: 'to_insurer',
          channel: 'email',
          summary: 'Told them their offer of $9,800 is too low.',
        }),
      ],
    });
    expect(values['Offer Amount']).toBe('$9,800');
    expect(values).not.toHaveProperty('Offer Date');
  });

  it('reads the newest offer, and a denial by phone is no denial letter', () => {
    const values = recordValues({
      ...record,
      diary: [
        ...diary,
        event('second-offer', {
          occurred_on: '2026-03-08',
          kind: 'offer_received',
          direction: 'from_insurer',
          channel: 'email',
          summary: 'Revised offer: $14,900.',
        }),
        event('phone-denial', {
          occurred_on: '2026-03-09',
          kind: 'denial_received',
          direction: 'from_insurer',
          channel: 'phone',
          summary: 'Said on the phone it is denied.',
        }),
      ],
    });
    expect(values['Offer Amount']).toBe('$14,900');
    expect(values['Offer Date']).toBe('March 8, 2026');
    expect(values['Denial Letter Date']).toBe('March 2, 2026');
  });

  it('reads a diary only with its claim, and each claim gives its own facts', () => {
    expect(recordValues({ ...record, claim: null, details: null })).not.toHaveProperty('Offer Amount');
    const other = recordValues({
      ...record,
      claim: { ...record.claim!, insurance_company_name: 'Harbour Auto', policy_number: 'AU-1', type_of_claim: 'Car Theft' },
      details: { adjuster_name: 'Kim Wu', add_claim_number: 'H-9' },
      diary: [],
    });
    expect(other).toMatchObject({
      'Insurance Company': 'Harbour Auto',
      'Policy Number': 'AU-1',
      'Adjuster Name': 'Kim Wu',
      'Claim Number': 'H-9',
    });
    expect(other).not.toHaveProperty('Offer Amount');
    expect(other).not.toHaveProperty('Date of Last Contact');
  });

  it('takes the insurer and policy number from the claim details when they name them, and drops blank facts', () => {
    const values = recordValues({
      ...record,
      details: { insurance_company_name: 'Maple Mutual Insurance', policy_number: ' ', adjuster_name: '  ', add_claim_number: '' },
      user: { full_name: 'Ana Ruiz', phone_number: '' },
      claim: { ...record.claim!, region: null },
    });
    expect(values['Insurance Company']).toBe('Maple Mutual Insurance');
    expect(values['Policy Number']).toBe('HO-448812');
    expect(values['Loss Location']).toBe('Toronto, Canada');
    expect(values).not.toHaveProperty('Adjuster Name');
    expect(values).not.toHaveProperty('Claim Number');
    expect(values).not.toHaveProperty('Your Phone');
  });
});
