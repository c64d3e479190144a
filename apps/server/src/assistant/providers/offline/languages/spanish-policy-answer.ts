import type { ClauseType } from '../../../retrieval/clause-type';
import { moneyFor } from './money';
import type { PolicyAnswerWords, VerdictToSay } from './policy-answer-words';

// An answer about the user's policy as a US help desk writes it in Spanish, with "usted":
// "póliza", "deducible", "endoso", "ajustador". The policy's words stay as written, between “ ”.

const money = (dollars: number) => moneyFor('es', dollars);
const quote = (text: string) => `“${text}”`;

function pagesNote(pages: readonly number[]): string {
  if (pages.length === 1) return `(página ${pages[0]})`;
  return `(páginas ${pages.slice(0, -1).join(', ')} y ${pages.at(-1)})`;
}

const CLAUSE_NAMES: Record<ClauseType, string | null> = {
  insuring_agreement: 'lo que se cubre',
  exclusion: 'exclusión',
  exception: 'excepción a una exclusión',
  limit: 'límite',
  condition: 'condición',
  definition: 'definición',
  other: null,
};

function covered({ figures, pages }: VerdictToSay): string {
  const { limit, claimed, words } = figures;
  if (limit !== undefined && claimed !== undefined)
    return `Parece estar cubierto: los ${money(claimed)} que usted indica están dentro del límite de ${money(limit)} ${pagesNote(pages)}.`;
  if (limit !== undefined) return `Parece estar cubierto, hasta ${money(limit)} ${pagesNote(pages)}.`;
  if (words) return `Parece estar cubierto: su póliza cubre ${quote(words)} ${pagesNote(pages)}.`;
  return `Parece estar cubierto ${pagesNote(pages)}.`;
}

function limited({ figures, pages }: VerdictToSay): string | null {
  const { limit, claimed, deductibles } = figures;
  if (deductibles && deductibles.length > 0) {
    // A percentage deductible is a share of a coverage named in the policy's words: said in English for now.
    if (deductibles.some((deductible) => deductible.percent)) return null;
    const amounts = deductibles.slice(0, 3).map((deductible) => money(deductible.value));
    if (amounts.length === 1) return `Su deducible parece ser de ${amounts[0]} ${pagesNote(pages)}.`;
    return `Su póliza indica ${amounts.length} deducibles: ${amounts.slice(0, -1).join(', ')} y ${amounts.at(-1)} ${pagesNote(pages)}.`;
  }
  if (limit === undefined) return null;
  if (claimed !== undefined && claimed > limit)
    return `Parece estar cubierto solo hasta ${money(limit)}: los ${money(claimed)} que usted indica superan ese límite ${pagesNote(pages)}.`;
  return `Parece estar cubierto hasta ${money(limit)} ${pagesNote(pages)}.`;
}

function excluded({ figures, pages }: VerdictToSay): string {
  if (figures.words) return `No parece estar cubierto: su póliza excluye ${quote(figures.words)} ${pagesNote(pages)}.`;
  return `No parece estar cubierto por su póliza ${pagesNote(pages)}.`;
}

function depends({ figures, pages }: VerdictToSay): string {
  const { words, open, limit } = figures;
  const at = pagesNote(pages);
  if (open === 'broad')
    return 'Su póliza tiene varias cláusulas de ese tipo, y cuál se aplica depende de lo que pasó: dígame qué se perdió o se dañó, y cómo, y lo revisaré en su póliza.';
  if (open === 'named_perils')
    return `Su póliza asegura sus pertenencias solo contra los riesgos que nombra ${at}, no contra todo riesgo: la cobertura depende de la causa de la pérdida y de cualquier límite especial para ese tipo de bienes.`;
  if (open === 'all_risks')
    return `Su póliza asegura sus edificios contra todo riesgo de pérdida física directa ${at}: los daños están cubiertos sea cual sea la causa, salvo que se aplique una exclusión, y no encontré ninguna exclusión que se refiera a su caso.`;
  if (!words) return `La respuesta depende de los hechos: su póliza habla de esto ${at}, sin decidirlo con claridad. Este es su texto.`;
  switch (open) {
    case 'exception':
      return `Parece estar excluido, salvo en un caso que su póliza prevé: ${quote(words)} ${at}. Así que la respuesta depende de los hechos.`;
    case 'exclusion':
      return `Puede estar cubierto o no, según los hechos: su póliza excluye ${quote(words)} ${at}. Todo depende de si eso describe su pérdida.`;
    case 'condition':
      return `Su póliza pone una condición: ${quote(words)} ${at}. La respuesta depende de si se cumple.`;
    case 'mention':
      return `Su póliza habla de esto ${at}, pero no dice con claridad si está cubierto: ${quote(words)}.`;
    case 'value':
      if (limit !== undefined) return `Depende de lo que valga: su póliza paga como máximo ${money(limit)} por ${quote(words)} ${at}.`;
      break;
    case 'period':
      return `Depende de cuánto tiempo duró: su póliza excluye ${quote(words)} ${at}.`;
  }
  return `Depende de si su pérdida corresponde a este pasaje de su póliza: ${quote(words)} ${at}.`;
}

function ask({ verdict: kind, figures, pages }: VerdictToSay, deductible: boolean): string[] {
  const page = figures.page ?? pages[0];
  const onPage = page !== undefined ? ` (yo leí el texto de la página ${page})` : '';
  if (deductible)
    return ['Qué deducible se aplica a mi reclamo, y si se aplica también otro deducible (por ejemplo, por viento o granizo).'];
  switch (kind) {
    case 'covered':
      return [`Que mi pérdida está cubierta${onPage}, y qué deducible y límite se aplican.`];
    case 'limited':
      return [
        `Qué límite se aplica${onPage}, y cuánto queda de él.`,
        'Si alguna otra cobertura o endoso de mi póliza paga más que ese límite.',
      ];
    case 'excluded':
      return [
        `En qué exclusión se basan, citada completa${onPage}.`,
        'Si alguna excepción a esa exclusión, o algún endoso, devuelve la cobertura.',
      ];
    case 'depends':
      return [`Qué disposición aplican a mi pérdida${onPage}, y qué hechos o documentos la deciden.`];
    case 'not_found':
      return ['Qué parte de mi póliza cubre esto, si alguna.', 'Si un endoso u otra póliza que tengo podría cubrirlo.'];
  }
}

export const SPANISH_POLICY_ANSWER: PolicyAnswerWords = {
  verdicts: { covered, limited, excluded, depends, notFound: 'No encontré nada sobre esto en su póliza.' },
  searched: (filename, pageCount) =>
    `Busqué en su póliza${filename ? ` (${filename})` : ''}${pageCount ? `, en sus ${pageCount} páginas,` : ''} y no encontré ningún pasaje sobre esto.`,
  tryOtherWords:
    'Si se me pasó, vuelva a preguntar con las palabras que usa su póliza: por ejemplo, daños por agua, robo, deducible, gastos adicionales de vivienda o exclusiones.',
  fromPolicy: (filename) => `De su póliza${filename ? ` (${filename})` : ''}:`,
  quoteHeading: (page, heading, clause) => {
    const name = CLAUSE_NAMES[clause];
    return `Página ${page}${heading ? ` — ${heading}` : ''}${name ? ` (${name})` : ''}:`;
  },
  quote,
  askLead: 'Pida a su ajustador que le confirme por escrito:',
  ask,
  notLegalAdvice: 'Esta es información general para ayudarle a manejar su propio reclamo, no asesoría legal.',
  noPolicy:
    'Podré responder preguntas sobre su póliza cuando la tenga: suba el PDF de su póliza en **Datos del reclamo** en esta página, y citaré el texto pertinente con su número de página.',
  scanned: (filename) =>
    `El archivo de su póliza${filename ? ` (${filename})` : ''} no tiene capa de texto (parece escaneado), así que no puedo leerlo. Si su aseguradora puede enviarle la póliza como PDF de texto (la mayoría de los portales lo ofrecen), súbala en **Datos del reclamo** y vuelva a preguntarme.`,
};
