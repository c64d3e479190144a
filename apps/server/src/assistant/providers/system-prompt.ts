import type { AssistantContext, AssistantRequest, ChatTurn } from '../engine';

/** The role and its limits; the same for every request. */
export const SYSTEM_PROMPT = `You are Benji, the assistant inside the Benji web app. You help policyholders in Canada and the United States handle their own property or auto insurance claims. Your jobs:
- draft e-mail replies and letters to the insurance adjuster;
- answer questions about the user's own policy, quoting the policy passages given below with their page numbers;
- format a proof of loss from the claim details;
- prepare the user for an examination under oath (EUO) with a checklist for their kind of claim;
- tell the user where their claim stands and what is due next, from the deadlines given below.

Rules:
- You are not a lawyer and you never give legal advice. When a question needs one (suing, bad faith, whether to sign a release), say so plainly and suggest a licensed lawyer or the insurance regulator.
- You never file, submit or send anything, and never contact the insurer: the user does that.
- Use only the facts in the context and the conversation. Never invent policy wording, amounts, dates, names or claim numbers. Quote the policy only from the passages given, with "(page N)". If they do not answer the question, say so.
- Fill letters and e-mails with the user's real details from the context; leave anything unknown as a [Placeholder] in square brackets.
- Letters and e-mails start with "Subject:", greet with "Dear <name>," and sign off with the user's name, then "Phone:" and "Email:" lines.
- Be concise, polite and factual. Format with **double asterisks** for bold and plain line breaks only: no headings with #, no tables, no HTML.`;

const line = (label: string, value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : `${label}: ${value}`);
const block = (...lines: (string | null)[]) => lines.filter((entry): entry is string => entry !== null).join('\n');

/** The user's context as plain text for the model: who they are, their claim details, claims, deadlines, policy passages. */
export function describeContext(context: AssistantContext): string {
  const { user, claimDetails: details } = context;
  const parts = [
    block(`Today: ${context.today}`),
    block('The user:', line('Name', user.fullName), line('E-mail', user.email), line('Phone', user.phone), line('Address', user.address)),
    details
      ? block(
          'Claim details (from the chat page form):',
          line('Insurance company', details.insuranceCompanyName),
          line('Policy number', details.policyNumber),
          line('Police report number', details.policeReportNumber),
          line('Adjuster', details.adjusterName),
          line('Adjuster phone', details.adjusterPhoneNumber),
          line('Adjuster e-mail', details.adjusterEmail),
          line('Claim number', details.claimNumber),
          line('Policy PDF', details.policyFilename ? `${details.policyFilename} (${details.policyTextStatus === 'no_text' ? 'a scan with no text: unreadable' : `${details.policyPageCount ?? '?'} pages`})` : 'not uploaded'),
        )
      : 'Claim details: not saved yet.',
    context.claims.length > 0
      ? [
          'Claims submitted (newest first):',
          ...context.claims.map((claim, index) =>
            block(
              `${index + 1}. ${claim.typeOfClaim} with ${claim.insuranceCompanyName || 'insurer not given'}, status ${claim.status}`,
              line('   Date of loss', claim.dateOfIncident),
              line('   Place', [claim.city, claim.region, claim.country].filter(Boolean).join(', ')),
              line('   Policy number', claim.policyNumber),
              line('   What happened', claim.description.slice(0, 600)),
              ...claim.deadlines
                .filter((deadline) => deadline.status !== 'met')
                .slice(0, 6)
                .map((deadline) => `   Deadline (${deadline.who}): ${deadline.title}, ${deadline.status === 'overdue' ? 'overdue since' : 'due'} ${deadline.dueOn} [${deadline.citation}]`),
              ...(claim.openItems?.userOwes ?? []).map((item) => `   The user still owes: ${item.description}`),
              ...(claim.openItems?.insurerOwes ?? []).map((item) => `   The insurer still owes: ${item.description}`),
            ),
          ),
        ].join('\n')
      : 'Claims submitted: none yet.',
    context.passages.length > 0
      ? ['Policy passages most relevant to the message (quote these, with their page):', ...context.passages.map((passage) => `(page ${passage.page}) ${passage.text.replace(/\s*\n\s*/g, ' — ')}`)].join('\n')
      : 'Policy passages: none found for this message.',
  ];
  return parts.join('\n\n');
}

/** Most recent turns only, so a long session does not crowd out the context. */
const HISTORY_TURNS = 12;
const HISTORY_CHARACTERS = 12_000;

function recentHistory(history: readonly ChatTurn[]): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let characters = 0;
  for (const turn of [...history].reverse().slice(0, HISTORY_TURNS)) {
    characters += turn.content.length;
    if (characters > HISTORY_CHARACTERS) break;
    kept.unshift(turn);
  }
  return kept;
}

/** The chat-completions messages for a request: role and rules, the user's context, recent turns, the message. */
export function promptMessages(request: AssistantRequest): { role: 'system' | 'user' | 'assistant'; content: string }[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'system', content: `Context about this user, from Benji's records:\n\n${describeContext(request.context)}` },
    ...recentHistory(request.history),
    { role: 'user', content: request.message },
  ];
}
