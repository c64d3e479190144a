import * as chrono from 'chrono-node';
import { otherLanguageOf } from '../../../understanding/language';

/** The languages an adjuster's e-mail is read in. */
export type EmailLanguage = 'en' | 'fr' | 'es';

/**
 * How an adjuster writes each point of an e-mail in one language (email-analysis.ts reads them).
 * Only the words differ: every language fills the same EmailPoints, so a reply in any language
 * answers the same points.
 */
export interface EmailReadingWords {
  /** A sentence asking for something; group 1 is what is asked for. Global. */
  request: RegExp;
  /** Where the things asked for end: a time limit or a purpose after them. */
  requestTail: RegExp;
  /** Between two things asked for: a comma, "and". */
  itemSeparator: RegExp;
  /** An article or possessive before a thing asked for, left off. */
  article: RegExp;
  inspection: RegExp;
  recordedStatement: RegExp;
  proofOfLoss: RegExp;
  denial: RegExp;
  /** Words of an offer or a payment: only then is a sum in the e-mail an offer. */
  offer: RegExp;
  /** A sum as the language writes it; group 1 the digits. */
  money: RegExp;
  /** The digits of a sum in dollars. */
  dollars: (digits: string) => number;
  moreTime: RegExp;
  release: RegExp;
  /** "within 30 days": group 1 the count, group 2 a word for business days. */
  within: RegExp;
  /** "by March 3": group 1 the date. */
  by: RegExp;
  /** A sentence about a meeting, where a date is proposed. */
  meeting: RegExp;
  /** A date written out, not a relative one ("next week"). */
  namedDate: RegExp;
  /** "March 24 or 25": the second day, just after the first date. */
  orDay: RegExp;
  /** "le 24 ou le 25 mars": the other day, just before the date; anchored at the end. */
  dayOr: RegExp;
  /** The language's date parser (chrono-node's casual English, fr or es). */
  dates: { parse(text: string, reference: Date, option?: chrono.ParsingOption): chrono.ParsedResult[] };
  /** The user declines in their own words: "I won't sign", "je ne signerai pas". */
  declines: RegExp;
  /** A header line or a greeting on its own line: the text is laid out as an e-mail. */
  laidOut: RegExp;
}

const ENGLISH_MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const FRENCH_MONTHS = 'janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec';
const SPANISH_MONTHS = 'ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic';

const plainDigits = (digits: string) => Number(digits.replace(/,/g, ''));

const ENGLISH: EmailReadingWords = {
  request:
    /\b(?:please|kindly|could you|can you|we (?:will )?(?:need|require)|you (?:must|need to)|we ask that you|we are requesting|(?:^|[.!?,]\s*)(?=send us|provide us|forward us))\b[^.!?\n]*?\b(?:send|provide|submit|forward|upload|email|e-mail|give us|complete)\b\s+(?:us\s+|me\s+)?(?:with\s+)?(?:a copy of\s+|copies of\s+)?([^.!?\n]+)/gi,
  requestTail:
    /\b(?:as soon as possible|at your earliest convenience|so that we can[^,]*|to (?:help|allow|complete|continue) [^,]*|by [A-Z][a-z]+ \d{1,2}(?:, \d{4})?|within \d+ (?:business |calendar )?days)\b.*$/i,
  itemSeparator: /,\s*(?:and\s+)?|\s+and\s+/,
  article: /^(?:the|your|a|an)\s+/i,
  inspection: /\b(inspect|inspection|re-?inspect\w*|site visit|appointment|come out to|visit the (?:property|home|house|vehicle))/i,
  recordedStatement: /\b(recorded statement|examination under oath|\beuo\b|statement under oath)/i,
  proofOfLoss: /\bproof of loss\b/i,
  denial: /\b(deny|denied|denial|declin(?:e|ed|ing) (?:the |your )?claim|not covered|no coverage)\b/i,
  offer: /\b(offer|settle|settlement|payment of|pay you)\b/i,
  money: /\$\s?(\d[\d,]*(?:\.\d{2})?)/,
  dollars: plainDigits,
  moreTime: /\b(additional time|more time|extension|still (?:investigating|reviewing)|under review)\b/i,
  release:
    /\b(release|full and final|final settlement|sign (?:and return )?(?:the|this|our) (?:enclosed |attached )?(?:agreement|form))\b/i,
  within: /\bwithin (\d+) (business |calendar )?days\b/,
  by: /\bby ([A-Z][a-z]+ \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2})/,
  meeting: /\b(inspect\w*|reinspect\w*|site visit|visit|appointment|meet\w*|examination|euo|statement|interview|call)\b/i,
  namedDate: new RegExp(
    `\\b(?:${ENGLISH_MONTHS})[a-z]*\\.?\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+(?:${ENGLISH_MONTHS})|\\b\\d{1,2}\\/\\d{1,2}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`,
    'i',
  ),
  orDay: /\bor\s+(\d{1,2})(?:st|nd|rd|th)?\b/,
  dayOr: /\b(\d{1,2})(?:st|nd|rd|th)?\s+or\s*$/,
  dates: chrono.casual,
  declines:
    /\b(?:not|never|won'?t|will not|refuse to|no way (?:i|we)(?:'?ll| will)?)\b[^.!?\n]{0,30}\b(?:sign\w*|accept\w*|agree\w*|take it)\b/i,
  laidOut: /^(?:from|subject|sent|to):|^(?:dear|hi|hello) [^\n]{1,40},\s*$/im,
};

// As a Québec adjuster writes: « veuillez nous faire parvenir », « expert en sinistre », « quittance ».
const FRENCH: EmailReadingWords = {
  request:
    /(?:veuillez|pourriez-vous|pouvez-vous|merci de|nous (?:vous )?(?:demandons|prions) de|vous devez|nous (?:aurions|avons) besoin|il faudrait)[^.!?\n]*?(?:faire parvenir|envoyer|fournir|transmettre|soumettre|remplir|compléter|acheminer|téléverser|recevoir|obtenir)\s+(?:(?:nous|moi)\s+)?(?:une copie (?:de|d['’])\s*|des copies (?:de|d['’])\s*|copie (?:de|d['’])\s*)?([^.!?\n]+)/gi,
  requestTail:
    /(?:\s|^)(?:dès que possible|le plus tôt possible|dans les meilleurs délais|afin (?:de|que|qu['’])|pour (?:que|qu['’]|nous permettre|compléter|terminer|poursuivre)|d['’]ici (?:le |au )?|au plus tard|avant le|dans les \d+ jours|sous \d+ jours).*$/i,
  itemSeparator: /,\s*(?:et\s+)?|\s+et\s+/,
  article: /^(?:(?:le|la|les|un|une|des|du|vos|votre|de la)\s+|l['’]|d['’])/i,
  inspection:
    /\b(inspection|inspecter|réinspection|visite (?:des lieux|de (?:la|votre) (?:propriété|maison|résidence|demeure))|rendez-vous|constater les dommages)/i,
  recordedStatement:
    /(déclaration (?:enregistrée|assermentée|sous serment)|interrogatoire (?:sous serment|préalable)|examen sous serment)/i,
  proofOfLoss: /preuve de (?:sinistre|perte)|déclaration de sinistre (?:assermentée|sous serment)/i,
  denial:
    /\b(refus(?:ons|é|ée|er)?|rejet(?:ée?|ons|er)?|(?:n['’]est|ne sont) pas couverts?|n['’]est pas couverte|aucune (?:couverture|garantie)|pas de couverture|ne (?:pouvons|pourrons) pas donner suite)/i,
  offer: /\b(offre|offrons|proposons|proposition de règlement|règlement|indemnité de|versement de|paiement de|vous verser)\b/i,
  money: /(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d{2})?|\d+(?:,\d{2})?)[\s\u00a0\u202f]?\$/,
  dollars: (digits) => Number(digits.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
  moreTime:
    /(délai supplémentaire|plus de temps|prolongation|(?:toujours |encore )?en cours d['’](?:analyse|enquête|examen)|à l['’]étude|poursuivons (?:notre|l['’]) (?:enquête|analyse))/i,
  release: /\b(quittance|décharge|règlement (?:complet et )?final|renonciation|signer et (?:nous )?(?:retourner|renvoyer))/i,
  within: /\b(?:dans les|d['’]ici|sous|dans un délai de) (\d+) jours( ouvrables)?\b/i,
  by: new RegExp(`\\b(?:d['’]ici le|au plus tard le|avant le) (\\d{1,2}(?:er)? (?:${FRENCH_MONTHS})[a-zéû]*\\.?(?: \\d{4})?)`, 'i'),
  meeting: /\b(inspect\w*|réinspect\w*|visite|rendez-vous|rencontre\w*|entrevue|interrogatoire|déclaration|appel)\b/i,
  namedDate: new RegExp(`\\b\\d{1,2}(?:er)?\\s+(?:${FRENCH_MONTHS})|\\b\\d{4}-\\d{2}-\\d{2}\\b`, 'i'),
  orDay: /\bou(?: le)?\s+(\d{1,2})(?:er)?\b/,
  dayOr: /\b(\d{1,2})(?:er)?\s+ou(?:\s+le)?\s*$/,
  dates: chrono.fr,
  declines:
    /\b(?:ne|n['’])\s*(?:\S+\s+){1,3}?(?:pas|jamais|rien)\b[^.!?\n]{0,30}\b(?:sign|accept)\w*|\b(?:sign|accept)\w*\s+(?:pas|jamais|rien)\b|\brefus(?:e|ons)\s+(?:de|d['’])\s*(?:sign|accept)\w*|\bpas question (?:de|d['’])\s*(?:sign|accept)\w*/i,
  laidOut: /^(?:de|objet|envoyé|à)\s?:|^(?:bonjour|madame|monsieur|cher|chère)\b[^\n]{0,40},\s*$/im,
};

// As a US adjuster writes in Spanish: « favor de enviarnos », « reclamo », « finiquito ».
const SPANISH: EmailReadingWords = {
  request:
    /(?:por favor|favor de|le (?:pedimos|solicitamos|rogamos) que|necesitamos que|necesitamos|debe|deberá|le agradeceremos que|sírvase|puede|podría)[^.!?\n]*?(?:envíenos|envíe|enviarnos|enviar|mándenos|mande|proporciónenos|proporcione|proporcionar|presente|presentar|entregue|entregar|complete|completar|llene|llenar|remita|remitir|recibir)\s+(?:nos\s+)?(?:una copia de\s+|copias de\s+|copia de\s+)?([^.!?\n]+)/gi,
  requestTail:
    /(?:\s|^)(?:lo antes posible|lo más pronto posible|a la mayor brevedad|para (?:que|poder|completar|continuar|terminar)|a fin de|a más tardar|antes del?|dentro de(?: los)? \d+ días|en un plazo de \d+ días).*$/i,
  itemSeparator: /,\s*(?:y\s+)?|\s+y\s+/,
  article: /^(?:el|la|los|las|un|una|unos|unas|su|sus)\s+/i,
  inspection: /\b(inspección|inspeccionar|reinspección|visita (?:a|de) la (?:propiedad|casa|vivienda)|cita para)/i,
  recordedStatement: /(declaración grabada|entrevista grabada|(?:declaración|examen) bajo juramento)/i,
  proofOfLoss: /prueba de (?:la )?pérdida|prueba de pérdida jurada/i,
  denial:
    /\b(negamos|negad[oa]|negar|negación|denegad[oa]|denegar|rechazad[oa]|rechazamos|rechazar|no (?:está|están) cubiert[oa]s?|sin cobertura|no (?:hay|tiene) cobertura)/i,
  offer: /\b(oferta|ofrecemos|ofrecerle|acuerdo de|liquidación|pago de|pagarle)\b/i,
  money: /\$\s?(\d[\d,]*(?:\.\d{2})?)/,
  dollars: plainDigits,
  moreTime:
    /(tiempo adicional|más tiempo|extensión|prórroga|(?:seguimos|continuamos|estamos) (?:investigando|revisando)|en revisión|bajo revisión)/i,
  release: /\b(finiquito|liberación|relevo de responsabilidad|descargo|liquidación (?:total y )?final|firmar y devolver)/i,
  within: /\b(?:dentro de(?: los)?|en un plazo de|en los próximos) (\d+) días( hábiles)?\b/i,
  by: new RegExp(`\\b(?:a más tardar el|antes del|para el) (\\d{1,2} de (?:${SPANISH_MONTHS})[a-z]*(?: de \\d{4})?)`, 'i'),
  meeting: /\b(inspec\w*|reinspec\w*|visita|cita|reunión|reunirnos|entrevista|examen|declaración|llamada)\b/i,
  namedDate: new RegExp(`\\b\\d{1,2} de (?:${SPANISH_MONTHS})|\\b\\d{4}-\\d{2}-\\d{2}\\b`, 'i'),
  orDay: /\bo(?: el)?\s+(\d{1,2})\b/,
  dayOr: /\b(\d{1,2})\s+o(?:\s+el)?\s*$/,
  dates: chrono.es,
  declines: /\b(?:no|nunca|jamás)\b[^.!?\n]{0,30}\b(?:firm|acept)\w*|\bme niego a (?:firmar|aceptar)/i,
  laidOut: /^(?:de|asunto|enviado|para)\s?:|^(?:estimad[oa]|hola|buenos días|buenas tardes)\b[^\n]{0,40}[,:]\s*$/im,
};

export const EMAIL_READING_WORDS: Record<EmailLanguage, EmailReadingWords> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

/** The language an e-mail is written in: French or Spanish when it clearly is, else English. */
export function emailLanguageOf(text: string): EmailLanguage {
  const other = otherLanguageOf(text);
  return other === 'fra' ? 'fr' : other === 'spa' ? 'es' : 'en';
}
