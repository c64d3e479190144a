// Reads an adjuster's e-mail pasted into the chat: what it asks for, so the reply can answer each point.

export interface EmailPoints {
  /** Documents or information asked for, as written. */
  requested: string[];
  inspection: boolean;
  recordedStatement: boolean;
  proofOfLoss: boolean;
  denial: boolean;
  /** Dollar amounts offered, as written ('$12,500'). */
  offer: string | null;
  moreTime: boolean;
  /** A deadline the e-mail sets, as written ('within 30 days', 'by March 3'). */
  deadline: string | null;
}

const REQUEST = /\b(?:please|kindly|could you|can you|we (?:will )?(?:need|require)|you (?:must|need to)|we ask that you|we are requesting)\b[^.!?\n]*?\b(?:send|provide|submit|forward|upload|email|e-mail|give us|complete)\b\s+(?:us\s+|me\s+)?(?:with\s+)?(?:a copy of\s+|copies of\s+)?([^.!?\n]+)/gi;
const LIST_ITEM = /^\s*(?:[-•*]|\d+[.)])\s+(.+)$/gm;

function splitItems(phrase: string): string[] {
  return phrase
    .replace(/\b(?:as soon as possible|at your earliest convenience|so that we can[^,]*|to (?:help|allow|complete|continue) [^,]*|by [A-Z][a-z]+ \d{1,2}(?:, \d{4})?|within \d+ days)\b.*$/i, '')
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.replace(/^(?:the|your|a|an)\s+/i, '').replace(/[\s:;]+$/, '').trim())
    .filter((item) => item.length > 2 && item.length < 120);
}

/** True when a message looks like a pasted e-mail rather than a request to the assistant. */
export function looksLikeEmail(text: string): boolean {
  return /^(from|subject|sent|to):/im.test(text) || /^(dear|hi|hello) [^\n]{1,40},\s*$/im.test(text) || text.length > 300;
}

export function analyseEmail(text: string): EmailPoints {
  const requested: string[] = [];
  const add = (item: string) => {
    if (!requested.some((known) => known.toLowerCase() === item.toLowerCase())) requested.push(item);
  };
  for (const match of text.matchAll(REQUEST)) splitItems(match[1] ?? '').forEach(add);
  for (const match of text.matchAll(LIST_ITEM)) add((match[1] ?? '').replace(/[.;]+$/, '').trim());
  const offer = /\b(offer|settle|settlement|payment of|pay you)\b/i.test(text) ? (/\$\s?\d[\d,]*(?:\.\d{2})?/.exec(text)?.[0] ?? null) : null;
  const deadline = /\b(within \d+ (?:business |calendar )?days|by (?:[A-Z][a-z]+ \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2}))/.exec(text)?.[0] ?? null;
  return {
    requested: requested.slice(0, 12),
    inspection: /\b(inspect|inspection|site visit|appointment|come out to|visit the (?:property|home|house|vehicle))/i.test(text),
    recordedStatement: /\b(recorded statement|examination under oath|\beuo\b|statement under oath)/i.test(text),
    proofOfLoss: /\bproof of loss\b/i.test(text),
    denial: /\b(deny|denied|denial|declin(?:e|ed|ing) (?:the |your )?claim|not covered|no coverage)\b/i.test(text),
    offer,
    moreTime: /\b(additional time|more time|extension|still (?:investigating|reviewing)|under review)\b/i.test(text),
    deadline,
  };
}
