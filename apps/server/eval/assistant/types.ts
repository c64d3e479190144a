import type { DiaryChannel, DiaryDirection, DiaryEventKind, TClaimStatus, TClaimType, TCountry } from '@benji/shared';
import type { PdfPage } from '../../test/assistant/fixtures/pdf';

/** The assistant's jobs as a policyholder asks for them; every question is scored under one. */
export const JOBS = [
  'status_update',
  'email_reply',
  'dispute_offer',
  'written_denial',
  'more_time',
  'appraisal',
  'living_expenses',
  'depreciation',
  'escalate',
  'policy_question',
  'deadline_question',
  'proof_of_loss',
  'euo',
  'next_steps',
  'explain_term',
  'legal',
  'off_topic',
  'two_jobs',
  'clarify',
  'french',
  'spanish',
  'false_premise',
] as const;
export type Job = (typeof JOBS)[number];

/** One diary entry, as the user logs it on the claim's diary page. */
export interface DiaryInput {
  on: string;
  kind: DiaryEventKind;
  direction: DiaryDirection | null;
  channel: DiaryChannel | null;
  summary: string;
  items?: readonly string[];
}

/** The policy PDF: a running header on every page, then the page's clauses; the footer is added when it is built. */
export interface PolicyDocument {
  filename: string;
  header: string;
  /** Printed before "Page n of N" at the foot of every page. */
  footer: string;
  pages: readonly PdfPage[];
}

/** One policyholder with one claim, as they would enter it in Benji. */
export interface Scenario {
  key: string;
  /** Short description for the report. */
  label: string;
  user: { fullName: string; emailName: string; address: string; phone: string };
  claim: {
    type: TClaimType;
    description: string;
    dateOfIncident: string;
    country: TCountry;
    city: string;
    region: string;
    /** Set through PATCH after the diary is written; new claims start 'Active'. */
    status: TClaimStatus;
  };
  details: {
    insurer: string;
    policyNumber: string;
    policeReportNumber: string;
    adjusterName: string;
    adjusterPhone: string;
    adjusterEmail: string;
    claimNumber: string;
  };
  policy: PolicyDocument;
  diary: readonly DiaryInput[];
}

/** Substrings of which any one will do. */
export type AnyOf = readonly string[];

/** What a good reply must (and must not) hold. Every entry is scored pass/fail on its own. */
export interface Expectations {
  /** Each must appear (case-insensitive). */
  includes?: readonly string[];
  /** Each group must have one of its substrings in the reply. */
  includesAny?: readonly AnyOf[];
  /** None may appear. */
  excludes?: readonly string[];
  /** For two-job requests: these appear in this order (a group is any one of its substrings). */
  inOrder?: readonly (string | AnyOf)[];
  /** The reply declines (REFUSAL_LEAD). */
  refusal?: true;
  /** The reply asks which job is meant (CLARIFY_LEAD). */
  clarify?: true;
  /**
   * A drafted letter ends with a FILL_BEFORE_SENDING list that names one of `unknown` (facts the
   * scenario truly lacks), and carries no [bracket] placeholder for any of `known`.
   */
  fillBeforeSending?: { unknown: AnyOf; known: readonly string[] };
  /** Asked in French: the reply is in French, or says in French that Benji answers in English. */
  french?: true;
  /** Asked in Spanish: the reply is in Spanish, or says in Spanish that Benji answers in English. */
  spanish?: true;
}

/** What a user's own words establish, which lets the matching letters through the false-premise check. */
export type Premise = 'denial' | 'offer' | 'payment' | 'closed' | 'email';

export interface Question {
  id: string;
  job: Job;
  /** What the user types. Several turns are one conversation in one session, scored on the last reply. */
  ask: string | readonly string[];
  expect: Expectations;
  states?: readonly Premise[];
  /** Where a held-out question's words come from: a key of held-out/SOURCES.md. */
  source?: string;
}

export interface EvalCase {
  scenario: Scenario;
  questions: readonly Question[];
}
