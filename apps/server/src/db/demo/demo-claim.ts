import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  chatPaths,
  CLAIM_UPLOAD_FILE_FIELD,
  claimsPaths,
  diaryPaths,
  POLICY_DOCUMENT_FIELD,
  ZClaimWithMessage,
  ZCredentials,
} from '@benji/shared';
import { buildPdf } from '../../lib/text-pdf';
import { DEMO_ACCOUNT } from '../seed';
import { DEMO_POLICY_FILENAME, DEMO_POLICY_PAGES } from './demo-policy';

// The demo account's first look: a burst-pipe claim three weeks old, with its policy PDF, the
// adjuster's details, a diary in which the insurer has asked for documents, and one conversation.
// It goes in through the API exactly as a user would put it in, so it is never a shape the
// product itself could not produce.

const DAY_MS = 86_400_000;
const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** The first question of the sample conversation. */
export const DEMO_QUESTION = 'What should I do next on my claim?';

function form(fields: Record<string, string>, fileField: string, pdf: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(fileField, new Blob([pdf], { type: 'application/pdf' }), DEMO_POLICY_FILENAME);
  return body;
}

interface ApiCall {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload: object;
}

async function call(app: FastifyInstance, request: ApiCall, expected: number): Promise<unknown> {
  const response = await app.inject(request);
  if (response.statusCode !== expected)
    throw new Error(`Demo claim: ${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Puts the sample claim into the demo account; run once, when the account is first created. */
export async function addDemoClaim(app: FastifyInstance, today = new Date()): Promise<void> {
  const login = ZCredentials.parse(
    await call(app, { method: 'POST', url: authPaths.login, payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } }, 200),
  );
  const headers = { authorization: `Bearer ${login.access}` };
  const pdf = await buildPdf(DEMO_POLICY_PAGES);
  const lossDate = daysBefore(today, 21);

  const claimFields = {
    type_of_claim: 'Basement Flood / Water Damage',
    description:
      'A supply pipe under the kitchen sink burst overnight and water ran into the kitchen and down into the finished basement. A plumber fixed the pipe the next morning; the kitchen floor, the basement drywall and carpet, and a sofa were soaked.',
    date_of_incident: lossDate,
    country_of_incident: 'United States',
    city_of_incident: 'Springfield',
    region: 'IL',
    insurance_company_name: 'Prairie State Mutual Insurance Company',
    policy_number: 'PSM-HO3-2207145',
    police_report_number: '',
  };
  const submitted = ZClaimWithMessage.parse(
    await call(app, { method: 'POST', url: claimsPaths.list, headers, payload: form(claimFields, POLICY_DOCUMENT_FIELD, pdf) }, 201),
  );

  const detailFields = {
    insurance_company_name: claimFields.insurance_company_name,
    policy_number: claimFields.policy_number,
    police_report_number: '',
    adjuster_name: 'Dana Whitfield',
    adjuster_phone_number: '(217) 555-0148',
    adjuster_email: 'dana.whitfield@prairiestate.example',
    add_claim_number: 'PSM-26-041187',
  };
  await call(app, { method: 'POST', url: chatPaths.upload, headers, payload: form(detailFields, CLAIM_UPLOAD_FILE_FIELD, pdf) }, 201);

  const diary = [
    {
      occurred_on: daysBefore(today, 20),
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Reported the burst pipe by phone and got the claim number.',
    },
    {
      occurred_on: daysBefore(today, 17),
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Dana Whitfield acknowledged the claim in writing.',
    },
    {
      occurred_on: daysBefore(today, 12),
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: 'Dana inspected the kitchen and the basement.',
    },
    {
      occurred_on: daysBefore(today, 9),
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: "Dana asked for the plumber's invoice, photos of the basement and a list of damaged contents.",
      items: ["Plumber's invoice", 'Photos of the basement', 'List of damaged contents'],
    },
    {
      // Starts the policy's own clock (proof of loss within 60 days of the request), so the demo has a date of its own to meet.
      occurred_on: daysBefore(today, 8),
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Dana sent the sworn proof of loss form to fill in and return.',
    },
  ];
  for (const event of diary) await call(app, { method: 'POST', url: diaryPaths.events(submitted.claim.id), headers, payload: event }, 201);

  await call(app, { method: 'POST', url: chatPaths.messages, headers, payload: { content: DEMO_QUESTION } }, 201);
}
