import type { FastifyInstance } from 'fastify';
import { ZClaimUploadResponse } from '@benji/shared';
import { registerUser } from '../../../test/support/accounts';
import { claimsClient } from '../../../test/claims/claim-requests';
import { chatClient } from '../../../test/chat/chat-requests';
import { diaryClient } from '../../../test/diary/diary-requests';
import { uploadsClient } from '../../../test/uploads/upload-requests';
import { buildPolicyPdf } from '../policies/build-policy';
import type { Scenario } from '../types';

/** A run's own e-mail for a scenario's user: the same scenario can be enrolled twice on one database. */
export const emailOf = (scenario: Scenario, runId: string) => `${scenario.user.emailName}.${runId}@example.com`;

/** Fails loudly: a scenario the API refuses would be scored on replies to a different claim. */
function expectStatus(step: string, response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) throw new Error(`${step}: HTTP ${response.statusCode} ${response.body}`);
}

/**
 * Does what the user would do in the app, through the real routes: registers, submits the claim,
 * logs the diary, sets the claim's status, and saves the claim details with the policy PDF.
 * Returns the user's chat calls.
 */
export async function enrolScenario(app: FastifyInstance, scenario: Scenario, runId: string) {
  const { user, claim, details, policy } = scenario;
  const account = await registerUser(app, {
    email: emailOf(scenario, runId),
    full_name: user.fullName,
    address: user.address,
    phone_number: user.phone,
  });

  const claims = claimsClient(app, account.access);
  const submitted = await claims.submitJson({
    type_of_claim: claim.type,
    description: claim.description,
    date_of_incident: claim.dateOfIncident,
    country_of_incident: claim.country,
    city_of_incident: claim.city,
    region: claim.region,
    insurance_company_name: details.insurer,
    policy_number: details.policyNumber,
    police_report_number: details.policeReportNumber,
  });
  expectStatus(`${scenario.key}: submit claim`, submitted, 201);
  const claimId = (submitted.json() as { claim: { id: number } }).claim.id;

  const diary = diaryClient(app, account.access);
  for (const event of scenario.diary) {
    const payload = {
      occurred_on: event.on,
      kind: event.kind,
      direction: event.direction,
      channel: event.channel,
      summary: event.summary,
      ...(event.items ? { items: event.items } : {}),
    };
    expectStatus(`${scenario.key}: diary ${event.on} ${event.kind}`, await diary.add(claimId, payload), 201);
  }
  if (claim.status !== 'Active') expectStatus(`${scenario.key}: status`, await claims.patch(claimId, { status: claim.status }), 200);

  const pdf = await buildPolicyPdf(policy);
  const saved = await uploadsClient(app, account.access).create(
    {
      insurance_company_name: details.insurer,
      policy_number: details.policyNumber,
      police_report_number: details.policeReportNumber,
      adjuster_name: details.adjusterName,
      adjuster_phone_number: details.adjusterPhone,
      adjuster_email: details.adjusterEmail,
      add_claim_number: details.claimNumber,
    },
    [{ data: pdf, filename: policy.filename }],
  );
  expectStatus(`${scenario.key}: claim details`, saved, 201);
  const upload = ZClaimUploadResponse.parse(saved.json()).claim_upload;
  // A page that overflowed in pdfkit would move every later clause, and the "page n" expectations with it.
  if (upload.policy_page_count !== policy.pages.length || upload.policy_text_status !== 'indexed')
    throw new Error(
      `${scenario.key}: policy has ${upload.policy_page_count} pages (${upload.policy_text_status}), expected ${policy.pages.length} indexed`,
    );

  return chatClient(app, account.access);
}
