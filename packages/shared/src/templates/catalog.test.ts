import { describe, expect, it } from 'vitest';
import { findTemplate, LETTER_TEMPLATES } from './catalog';
import { listPlaceholders } from './fill';
import { TEMPLATE_IDS } from './ids';
import { isPlaceholder, PLACEHOLDERS } from './placeholders';
import { TEMPLATE_CATEGORIES } from './types';

// Spec 2.12 lists the titles per category; the counts are 5, 5, 3, 3, 4.
const EXPECTED_TITLES = {
  Submission: [
    'Initial Claim Submission Letter',
    'Request for Reconsideration / Appeal of Denial',
    'Notification of Additional Documentation Submission',
    'Correction to Submitted Claim',
    'Coverage Clarification Request',
  ],
  'Follow-Up': [
    'Status Check-In',
    'Reminder: Awaiting Response',
    'Request for Timeline',
    'Escalation to Supervisor',
    'Thank You / Acknowledgement',
  ],
  Negotiation: ['Initial Offer Rejection', 'Counter-Offer Submission', 'Negotiation Summary / Recap'],
  Closure: ['Confirmation of Payout', 'Dispute Final Denial', 'Request for Claim Closure Letter'],
  Policy: [
    'Request for Full Policy Document',
    'Request for Declaration Page',
    'Request for Explanation of Denial Code',
    'Third-Party Authorization Request',
  ],
};

const textOf = (t: (typeof LETTER_TEMPLATES)[number]) => `${t.fullContent.subject}\n${t.fullContent.body}`;

describe('built-in letter templates', () => {
  it('are the 20 of the spec, with the listed titles in each category', () => {
    expect(LETTER_TEMPLATES).toHaveLength(20);
    for (const category of TEMPLATE_CATEGORIES) {
      const titles = LETTER_TEMPLATES.filter((t) => t.category === category).map((t) => t.title);
      expect(titles, category).toEqual(EXPECTED_TITLES[category]);
    }
  });

  it('cover every category', () => {
    expect(new Set(LETTER_TEMPLATES.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
  });

  it('have unique kebab-case ids, exactly the declared TEMPLATE_IDS', () => {
    const ids = LETTER_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...TEMPLATE_IDS].sort());
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('were last updated on a real 2026 date', () => {
    for (const t of LETTER_TEMPLATES) {
      expect(t.lastUpdated, t.id).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${t.lastUpdated}T00:00:00Z`).toISOString().slice(0, 10), t.id).toBe(t.lastUpdated);
    }
  });

  it('use only placeholders from the exported vocabulary', () => {
    for (const t of LETTER_TEMPLATES) {
      const outside = listPlaceholders(textOf(t)).filter((name) => !isPlaceholder(name));
      expect(outside, t.id).toEqual([]);
    }
  });

  it('use every placeholder of the vocabulary somewhere', () => {
    const used = new Set(LETTER_TEMPLATES.flatMap((t) => listPlaceholders(textOf(t))));
    expect(PLACEHOLDERS.filter((name) => !used.has(name))).toEqual([]);
  });

  it('have a one-line subject, a preview, and a dated, signed plain-text body', () => {
    for (const t of LETTER_TEMPLATES) {
      expect(t.fullContent.subject, t.id).not.toMatch(/\n/);
      expect(t.preview.length, t.id).toBeGreaterThan(20);
      expect(t.fullContent.body.startsWith('[Date]\n'), t.id).toBe(true);
      expect(t.fullContent.body.endsWith('Email: [Your Email]'), t.id).toBe(true);
      expect(t.fullContent.body, t.id).not.toMatch(/undefined|\n{3,}|[ \t]\n|<\/?[a-z]+>|\*\*/);
    }
  });

  it('are found by id', () => {
    expect(findTemplate('status-check-in')?.title).toBe('Status Check-In');
    expect(findTemplate('no-such-template')).toBeUndefined();
  });
});
