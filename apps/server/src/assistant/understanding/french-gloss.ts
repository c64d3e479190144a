import * as chrono from 'chrono-node';
import { longDate } from '../providers/offline/format';

// Benji composes in English. A French question is not left unanswered: it is glossed word by word
// into English with the vocabulary of a claim, the gloss is read like any English message, and the
// reply shows the gloss so the user can see what was understood. Words the glossary lacks stay
// French and carry no weight. Longer phrases come first, so "preuve de sinistre" wins over "sinistre".

const PHRASES: readonly [string, string][] = [
  // Questions and requests.
  ['combien de temps', 'how long'],
  ["jusqu'à quand", 'until when'],
  ['à quelle date', 'by what date'],
  ["c'est combien", 'how much is it'],
  ["c'est quoi", 'what is'],
  ["qu'est-ce que", 'what is'],
  ["qu'est-ce qu'", 'what is '],
  ['que veut dire', 'what does it mean'],
  ['est-ce que', ''],
  ['est-ce qu', ''],
  ['pouvez-vous', 'can you'],
  ['peux-tu', 'can you'],
  ['pourriez-vous', 'could you'],
  ['à qui je m’adresse', 'who do I complain to'],
  ["à qui je m'adresse", 'who do I complain to'],
  ["à qui m'adresser", 'who do I complain to'],
  ['porter plainte', 'file a complaint'],
  ['déposer une plainte', 'file a complaint'],
  ['faire une plainte', 'file a complaint'],
  ['que dois-je faire', 'what should I do next'],
  ['quoi faire', 'what to do next'],
  ['où en est', 'what is the status of'],
  ['je ne comprends rien', 'I do not understand'],
  ['je ne comprends pas', 'I do not understand'],
  ['ne répond plus', 'is not answering'],
  ['ne répond pas', 'is not answering'],
  ['toujours rien', 'still no answer'],
  ['pas de nouvelles', 'no news'],
  ['plus de temps', 'more time'],
  ['un délai supplémentaire', 'more time'],
  ['une prolongation', 'an extension'],
  ['pour lui demander', 'asking'],
  ['pour leur demander', 'asking'],
  ['lui demander', 'ask'],
  ["je l'ai relancé", 'I followed up'],
  ["je l'ai relancée", 'I followed up'],
  ["j'ai envoyé", 'I sent'],
  ["j'ai reçu", 'I received'],
  ["j'ai payé", 'I paid'],
  ['a-t-il', 'has'],
  ['a-t-elle', 'has'],
  ['ont-ils', 'have'],
  // The claim's words.
  ['preuve de sinistre', 'proof of loss'],
  ['déclaration de sinistre', 'claim'],
  ['expert en sinistre', 'adjuster'],
  ['expert en sinistres', 'adjuster'],
  ['valeur à neuf', 'replacement cost'],
  ['valeur réelle', 'actual cash value'],
  ['valeur au jour du sinistre', 'actual cash value'],
  ['frais de subsistance supplémentaires', 'additional living expenses'],
  ['frais de subsistance', 'living expenses'],
  ['frais de séjour', 'living expenses'],
  ['refoulement d’égout', 'sewer backup'],
  ["refoulement d'égout", 'sewer backup'],
  ["dégâts d'eau", 'water damage'],
  ['dégât d’eau', 'water damage'],
  ["dégât d'eau", 'water damage'],
  ['interrogatoire sous serment', 'examination under oath'],
  ['déclaration sous serment', 'sworn statement'],
  ['lettre de refus', 'denial letter'],
  ['par écrit', 'in writing'],
  ['la chute de', 'the fall of'],
  ['du voisin', "of the neighbour's"],
  ['de la voisine', "of the neighbour's"],
  ['au québec', 'in Quebec'],
];

const WORDS: Record<string, string> = {
  assureur: 'insurer',
  assureurs: 'insurers',
  assurance: 'insurance',
  réclamation: 'claim',
  réclamations: 'claims',
  dossier: 'claim file',
  sinistre: 'loss',
  police: 'policy',
  contrat: 'policy',
  couverture: 'coverage',
  couvert: 'covered',
  couverte: 'covered',
  couverts: 'covered',
  couvertes: 'covered',
  couvre: 'cover',
  expert: 'adjuster',
  experte: 'adjuster',
  franchise: 'deductible',
  dépréciation: 'depreciation',
  amortissement: 'depreciation',
  indemnité: 'payment',
  indemnisation: 'payment',
  paiement: 'payment',
  chèque: 'check',
  offre: 'offer',
  règlement: 'settlement',
  refus: 'denial',
  refusé: 'denied',
  refusée: 'denied',
  délai: 'deadline',
  délais: 'deadlines',
  plainte: 'complaint',
  avocat: 'lawyer',
  avocate: 'lawyer',
  poursuivre: 'sue',
  estimation: 'estimate',
  soumission: 'quote',
  entrepreneur: 'contractor',
  toit: 'roof',
  toiture: 'roof',
  arbre: 'tree',
  incendie: 'fire',
  feu: 'fire',
  vol: 'theft',
  volé: 'stolen',
  inondation: 'flood',
  moisissure: 'mold',
  moisissures: 'mold',
  dommages: 'damage',
  dommage: 'damage',
  dégâts: 'damage',
  hôtel: 'hotel',
  loyer: 'rent',
  repas: 'meals',
  restaurant: 'restaurant',
  restaurants: 'restaurants',
  voiture: 'car',
  véhicule: 'vehicle',
  maison: 'house',
  limite: 'limit',
  plafond: 'limit',
  exclusion: 'exclusion',
  exclu: 'excluded',
  exclue: 'excluded',
  évaluation: 'appraisal',
  expertise: 'appraisal',
  arbitrage: 'appraisal',
  lettre: 'letter',
  courriel: 'e-mail',
  réponse: 'answer',
  répondre: 'reply',
  écrire: 'write',
  écrivez: 'write',
  écris: 'write',
  dites: 'tell',
  aidez: 'help',
  aide: 'help',
  rédiger: 'draft',
  rédigez: 'draft',
  demander: 'ask',
  payer: 'pay',
  payé: 'paid',
  verser: 'pay',
  versé: 'paid',
  argent: 'money',
  reçu: 'received',
  reçue: 'received',
  recevoir: 'receive',
  rembourser: 'reimburse',
  envoyer: 'send',
  envoyé: 'sent',
  contester: 'dispute',
  combien: 'how much',
  quand: 'when',
  comment: 'how',
  pourquoi: 'why',
  quoi: 'what',
  qui: 'who',
  après: 'after',
  avant: 'before',
  depuis: 'since',
  ma: 'my',
  mon: 'my',
  mes: 'my',
  me: 'me',
  moi: 'me',
  je: 'I',
  "j'": 'I ',
  nous: 'we',
  vous: 'you',
  il: 'he',
  elle: 'she',
  ils: 'they',
  le: 'the',
  la: 'the',
  les: 'the',
  "l'": 'the ',
  un: 'a',
  une: 'a',
  des: 'some',
  de: 'of',
  "d'": 'of ',
  du: 'of the',
  et: 'and',
  ou: 'or',
  est: 'is',
  sont: 'are',
  pour: 'for',
  par: 'by',
  avec: 'with',
  sur: 'on',
  dans: 'in',
  à: 'to',
  au: 'to the',
  veux: 'want',
  voudrais: 'would like',
  peux: 'can',
  dois: 'must',
  ai: 'have',
  a: 'has',
  ont: 'have',
  pas: 'not',
  ne: '',
  plus: 'more',
  poème: 'poem',
  poésie: 'poetry',
  chanson: 'song',
  blague: 'joke',
  habitation: 'home',
  parle: 'talks about',
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PHRASE_MAP = new Map(PHRASES.map(([french, english]) => [french.toLowerCase().replace(/’/g, "'"), english]));
// One pass over the text, phrases before words, so an English word already written is never glossed again.
const TOKEN = new RegExp(
  `${[...PHRASE_MAP.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => `(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`)
    .join('|')}|[\\p{L}]+'|[\\p{L}][\\p{L}-]*`,
  'giu',
);

/** French dates ("le 2 octobre") in English ("on October 2, 2026"), which the facts model and the letters read. */
function englishDates(text: string, today: string): string {
  const reference = new Date(`${today}T12:00:00Z`);
  let result = '';
  let from = 0;
  for (const date of chrono.fr.parse(text, reference)) {
    const english = longDate(date.start.date().toISOString().slice(0, 10));
    const before = text.slice(from, date.index).replace(/\ble\s*$/i, 'on ');
    result += `${before}${english}`;
    from = date.index + date.text.length;
  }
  return result + text.slice(from);
}

/** An English gloss of a French message, in the claim's vocabulary; unknown words are kept as written. */
export function glossFrench(message: string, today: string): string {
  const text = englishDates(message.replace(/[’‘]/g, "'"), today);
  const glossed = text.replace(TOKEN, (token) => {
    const lower = token.toLowerCase();
    const known = PHRASE_MAP.get(lower) ?? WORDS[lower];
    if (known !== undefined) return known;
    // "Écris-moi", "dites-moi": each part on its own.
    return token.includes('-')
      ? token
          .split('-')
          .map((part) => WORDS[part.toLowerCase()] ?? part)
          .join(' ')
      : token;
  });
  return glossed
    .replace(/\s+([?.!,])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
