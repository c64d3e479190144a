import type { DeadlineRule } from '@benji/shared';

/** What a deadline question can be about; each encoded rule belongs to one or more. */
export type DeadlineTopic = 'report_claim' | 'acknowledge' | 'request_information' | 'proof_of_loss' | 'decide' | 'pay' | 'suit';

export const TOPIC_HEADINGS: Record<DeadlineTopic, string> = {
  report_claim: 'Reporting the claim',
  acknowledge: 'Acknowledging your claim',
  request_information: 'Asking you for what it needs',
  proof_of_loss: 'Proof of loss',
  decide: 'Deciding your claim',
  pay: 'Paying your claim',
  suit: 'Time limit to sue',
};

// How people ask. Checked on the lower-cased question; a question can name several topics.
const QUESTION_WORDS: Record<DeadlineTopic, RegExp> = {
  report_claim: /\b(report|notify|tell)\b.*\b(claim|loss|accident|insurer|them)\b|\bfile (a|my|the) claim\b|\bsupplemental\b/,
  acknowledge: /acknowledg|\b(confirm|respond|reply|replied|answer|get back|heard? back)\b|\bstart(ed)? investigat/,
  request_information: /\b(request|ask)(ed|ing)? (me )?for\b|\bwhat (documents|information|papers) (do )?they need\b|\bclaim forms?\b/,
  proof_of_loss: /proof[- ]of[- ]loss|\bsworn statement\b|\bpol\b|\bclaim forms?\b|benefits application/,
  decide: /\b(decide|decision|accept|approve|reject|deny|denial|turn(ed)? (me|it) down)/,
  pay: /\b(pay|paid|payment|cheque|settle|money)|\b(a|the|my) check\b/,
  suit: /\b(sue|suing|lawsuit|court|legal action|limitation)/,
};

// A Spanish question is read in its own words: unlike a French one, it comes with no English gloss.
const SPANISH_QUESTION_WORDS: Record<DeadlineTopic, RegExp> = {
  report_claim: /\b(reportar|avisar|notificar)\b.*\b(reclamo|p[ée]rdida|accidente|aseguradora)/,
  acknowledge: /acuse de recibo|\b(responder|respondieron|respondió|contestar|contestaron|contestó)/,
  request_information: /\b(documentos|papeles|informaci[óo]n) (que )?(me )?(piden|pidieron|necesitan)|\bformularios?\b/,
  proof_of_loss: /prueba de p[ée]rdida|\bformularios? de reclamo/,
  decide: /\b(decidir|decisi[óo]n|aceptar|aprobar|rechaz|negar|negó|negaron)/,
  pay: /\b(pagar|pago|pagaron|pague|paguen|cheque|dinero)/,
  suit: /\b(demandar|demanda|juicio|tribunal|corte|prescripci[óo]n)/,
};

// How the rules are worded: matched on each rule's title and duty.
const RULE_WORDS: Record<DeadlineTopic, RegExp> = {
  report_claim: /\bnotice of a\b|\breport the accident\b|\bsupplemental claim\b/,
  acknowledge: /\backnowledge\b|\bbegin investigating\b|\banswer (a claimant's|your) communication\b/,
  request_information: /\brequest\b|\bforms\b|\bstill needs?\b/,
  proof_of_loss: /\bproof of loss\b|\bbenefits application\b/,
  decide: /\b(accept or|pay or)\b|\bmore time\b/,
  pay: /\bpay\b/,
  suit: /\blawsuit\b|\blimitation\b/,
};

const MISSED_WORDS =
  /\b(miss(ed)?|late|overdue|past (the|their|its) (deadline|date)|blew|broke)\b|\b(atrasad|vencid|se les? pas[óo]|no cumpli|incumpli)/;

const TOPICS = Object.keys(QUESTION_WORDS) as DeadlineTopic[];

export function topicsInQuestion(question: string): DeadlineTopic[] {
  const lower = question.toLowerCase();
  return TOPICS.filter((topic) => QUESTION_WORDS[topic].test(lower) || SPANISH_QUESTION_WORDS[topic].test(lower));
}

export function topicsOfRule(rule: DeadlineRule): DeadlineTopic[] {
  const text = `${rule.title} ${rule.duty}`.toLowerCase();
  return TOPICS.filter((topic) => RULE_WORDS[topic].test(text));
}

/** "Did they miss their deadline?", "is the insurer late?" */
export function asksWhetherMissed(question: string): boolean {
  return MISSED_WORDS.test(question.toLowerCase());
}
