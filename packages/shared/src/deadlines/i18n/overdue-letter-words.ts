import type { DeadlineLocale } from './rule-words-type';

/** The sentences of the overdue letter (letter.ts) in a language; the rule's own words come from its table. */
export interface OverdueLetterWords {
  subject: (claimNumber: string, title: string, due: string) => string;
  attention: string;
  reference: (claimNumber: string, policyNumber: string, insured: string) => string;
  greeting: (adjuster: string) => string;
  opening: string;
  /** The rule as the law states it: `period` after `trigger`, the insurer must do `duty`. */
  rule: (citation: string, duty: string, period: string, trigger: string) => string;
  /** The rule as the user understands it, for a provisional rule, with an invitation to name another. */
  provisionalRule: (citation: string, duty: string, period: string, trigger: string) => string;
  dates: (began: string, ended: string) => string;
  extendedDates: (began: string, notice: string, period: string, ended: string) => string;
  notDone: string;
  ask: (duty: string) => string;
  forTheFile: string;
  closing: string;
}

/** "de" before a French infinitive, elided before a vowel or a mute h: "d’accuser réception". */
const deFr = (duty: string) => (/^[aeiouyàâéèêëîïôûh]/i.test(duty) ? `d’${duty}` : `de ${duty}`);

const FRENCH: OverdueLetterWords = {
  subject: (claimNumber, title, due) => `Réclamation ${claimNumber} : ${title} (échéance : ${due})`,
  attention: 'À l’attention de :',
  reference: (claimNumber, policyNumber, insured) =>
    `Objet : réclamation no ${claimNumber}; police no ${policyNumber}; assuré : ${insured}`,
  greeting: (adjuster) => `Bonjour ${adjuster},`,
  opening: 'Je vous écris au sujet de la réclamation indiquée ci-dessus.',
  rule: (citation, duty, period, trigger) =>
    `En vertu de ${citation}, l’assureur doit ${duty} dans un délai de ${period} après ${trigger}.`,
  provisionalRule: (citation, duty, period, trigger) =>
    `D’après ${citation}, je comprends qu’un assureur dispose de ${period} après ${trigger} pour ${duty}. ` +
    'Si vous estimez qu’un autre délai s’applique, veuillez m’indiquer lequel et pourquoi.',
  dates: (began, ended) => `Pour cette réclamation, ce délai a commencé le ${began} et a pris fin le ${ended}.`,
  extendedDates: (began, notice, period, ended) =>
    `Pour cette réclamation, ce délai a commencé le ${began}. Votre avis écrit du ${notice} l’a porté à ${period} à compter de cet avis, soit jusqu’au ${ended}.`,
  notDone: 'Je n’ai aucune trace que cela ait été fait.',
  ask: (duty) =>
    `Je vous demande ${deFr(duty)} sans plus tarder. Si quelque chose vous en empêche, veuillez m’indiquer par écrit de quoi il s’agit ` +
    'et la date à laquelle vous agirez.',
  forTheFile:
    'Veuillez verser cette lettre au dossier de la réclamation. Je conserve un registre daté de toutes les communications concernant cette réclamation.',
  closing: 'Veuillez agréer mes salutations distinguées.',
};

const SPANISH: OverdueLetterWords = {
  subject: (claimNumber, title, due) => `Reclamo ${claimNumber}: ${title} (vencimiento: ${due})`,
  attention: 'Atención:',
  reference: (claimNumber, policyNumber, insured) =>
    `Ref.: reclamo n.º ${claimNumber}; póliza n.º ${policyNumber}; asegurado/a: ${insured}`,
  greeting: (adjuster) => `Estimado/a ${adjuster}:`,
  opening: 'Le escribo acerca del reclamo indicado arriba.',
  rule: (citation, duty, period, trigger) =>
    `Conforme a ${citation}, la aseguradora debe ${duty} dentro de ${period} contados desde ${trigger}.`,
  provisionalRule: (citation, duty, period, trigger) =>
    `Según entiendo, conforme a ${citation}, una aseguradora tiene ${period} contados desde ${trigger} para ${duty}. ` +
    'Si considera que se aplica otro plazo, por favor indíqueme cuál y por qué.',
  dates: (began, ended) => `Para este reclamo, ese plazo comenzó el ${began} y terminó el ${ended}.`,
  extendedDates: (began, notice, period, ended) =>
    `Para este reclamo, ese plazo comenzó el ${began}. Su aviso por escrito del ${notice} lo extendió a ${period} contados desde ese aviso, es decir, hasta el ${ended}.`,
  notDone: 'No tengo constancia de que esto se haya hecho.',
  ask: (duty) =>
    `Le pido proceder a ${duty} sin más demora. Si algo se lo impide, por favor indíqueme por escrito qué es y la fecha en que actuará.`,
  forTheFile:
    'Le ruego incluir esta carta en el expediente del reclamo. Llevo un registro fechado de todas las comunicaciones sobre este reclamo.',
  closing: 'Atentamente,',
};

const WORDS: Record<DeadlineLocale, OverdueLetterWords> = { 'fr-CA': FRENCH, 'es-US': SPANISH };

export const overdueLetterWords = (locale: DeadlineLocale): OverdueLetterWords => WORDS[locale];
