import type { TemplateLanguage } from './languages';
import type { Placeholder } from './placeholders';

// What a blank is called in a French or Spanish letter. Letters are written with the English
// names ("[Claim Number]"), the keys every value is filed under; a letter in another language
// shows its reader the language's name ("[Numéro de réclamation]", "[Número de reclamo]"), and
// fill.ts reads either name as the same blank. The words are the ones the letters use: a claim is
// a "réclamation" and a "reclamo", a loss a "sinistre" and a "pérdida".

type OtherLanguage = Exclude<TemplateLanguage, 'en'>;

/** The vocabulary's names, every one of them, so a new placeholder cannot go untranslated. */
const VOCABULARY: Record<OtherLanguage, Record<Placeholder, string>> = {
  'fr-CA': {
    'Your Full Name': 'Votre nom complet',
    'Your Address': 'Votre adresse',
    'Your Phone': 'Votre téléphone',
    'Your Email': 'Votre courriel',
    Date: 'Date',
    'Insurance Company': 'Compagnie d’assurance',
    'Adjuster Name': 'Nom de l’expert en sinistre',
    'Claim Number': 'Numéro de réclamation',
    'Policy Number': 'Numéro de police',
    'Date of Loss': 'Date du sinistre',
    'Loss Location': 'Lieu du sinistre',
    'Type of Loss': 'Type de sinistre',
    'Description of Loss': 'Description du sinistre',
    'Date of Last Contact': 'Date du dernier contact',
    'Date of Conversation': 'Date de la conversation',
    'Request Summary': 'Résumé de la demande',
    'Summary of Discussion': 'Résumé de la discussion',
    'Summary of Concern': 'Résumé du problème',
    'Contact History': 'Historique des communications',
    'Response Deadline': 'Date limite de réponse',
    'Denial Letter Date': 'Date de la lettre de refus',
    'Denial Reason': 'Motif du refus',
    'Denial Code': 'Code de refus',
    'Reasons for Disagreement': 'Motifs du désaccord',
    'Coverage Question': 'Question sur la couverture',
    'Incorrect Information': 'Renseignement inexact',
    'Corrected Information': 'Renseignement corrigé',
    'List of Documents': 'Liste des documents',
    'Offer Amount': 'Montant de l’offre',
    'Offer Date': 'Date de l’offre',
    'Counter-Offer Amount': 'Montant de la contre-offre',
    'Basis for Counter-Offer': 'Fondement de la contre-offre',
    'Payment Amount': 'Montant du paiement',
    'Payment Date': 'Date du paiement',
    'Agreed Points': 'Points convenus',
    'Open Points': 'Points en suspens',
    'Next Steps': 'Prochaines étapes',
    'Third Party Name': 'Nom du tiers',
    'Third Party Relationship': 'Lien avec le tiers',
    'Third Party Phone': 'Téléphone du tiers',
    'Third Party Email': 'Courriel du tiers',
    'Authorization End Date': 'Date de fin de l’autorisation',
  },
  'es-US': {
    'Your Full Name': 'Su nombre completo',
    'Your Address': 'Su dirección',
    'Your Phone': 'Su teléfono',
    'Your Email': 'Su correo electrónico',
    Date: 'Fecha',
    'Insurance Company': 'Compañía de seguros',
    'Adjuster Name': 'Nombre del ajustador',
    'Claim Number': 'Número de reclamo',
    'Policy Number': 'Número de póliza',
    'Date of Loss': 'Fecha de la pérdida',
    'Loss Location': 'Lugar de la pérdida',
    'Type of Loss': 'Tipo de pérdida',
    'Description of Loss': 'Descripción de la pérdida',
    'Date of Last Contact': 'Fecha del último contacto',
    'Date of Conversation': 'Fecha de la conversación',
    'Request Summary': 'Resumen de la solicitud',
    'Summary of Discussion': 'Resumen de la conversación',
    'Summary of Concern': 'Resumen del problema',
    'Contact History': 'Historial de contactos',
    'Response Deadline': 'Fecha límite de respuesta',
    'Denial Letter Date': 'Fecha de la carta de denegación',
    'Denial Reason': 'Motivo de la denegación',
    'Denial Code': 'Código de denegación',
    'Reasons for Disagreement': 'Motivos del desacuerdo',
    'Coverage Question': 'Pregunta sobre la cobertura',
    'Incorrect Information': 'Información incorrecta',
    'Corrected Information': 'Información corregida',
    'List of Documents': 'Lista de documentos',
    'Offer Amount': 'Monto de la oferta',
    'Offer Date': 'Fecha de la oferta',
    'Counter-Offer Amount': 'Monto de la contraoferta',
    'Basis for Counter-Offer': 'Fundamento de la contraoferta',
    'Payment Amount': 'Monto del pago',
    'Payment Date': 'Fecha del pago',
    'Agreed Points': 'Puntos acordados',
    'Open Points': 'Puntos pendientes',
    'Next Steps': 'Próximos pasos',
    'Third Party Name': 'Nombre del tercero',
    'Third Party Relationship': 'Relación con el tercero',
    'Third Party Phone': 'Teléfono del tercero',
    'Third Party Email': 'Correo electrónico del tercero',
    'Authorization End Date': 'Fecha de fin de la autorización',
  },
};

/** Blanks some letters add beyond the vocabulary, which no record fills: only the user can. */
const LETTERS_OWN: Record<OtherLanguage, Record<string, string>> = {
  'fr-CA': {
    'Amount Held Back': 'Montant retenu',
    'Date Work Was Completed': 'Date de fin des travaux',
    'Final Cost': 'Coût final',
    'Your Estimate Amount': 'Montant de votre estimation',
    'Contents Coverage Limit': 'Limite de la garantie des biens',
    'Actual Cash Value Paid': 'Valeur au jour du sinistre versée',
    "Your Appraiser's Name and Contact Details": 'Nom et coordonnées de votre expert',
    'Why the Denial Is Wrong': 'Pourquoi le refus est injustifié',
    'What You Need More Time For': 'Ce pour quoi il vous faut plus de temps',
    'Reason You Need More Time': 'Pourquoi il vous faut plus de temps',
    'Number of Days': 'Nombre de jours',
    'New Date': 'Nouvelle date',
    'Policy Section and Page': 'Section et page de la police',
    'Date You Expect to Move Back': 'Date prévue du retour au logement',
    'Invoices Paid: Contractor, Date, Amount': 'Factures payées : entrepreneur, date, montant',
    'Each Expense: What, Dates, Amount': 'Chaque dépense : nature, dates, montant',
  },
  'es-US': {
    'Amount Held Back': 'Monto retenido',
    'Date Work Was Completed': 'Fecha en que se terminó el trabajo',
    'Final Cost': 'Costo final',
    'Your Estimate Amount': 'Monto de su presupuesto',
    'Contents Coverage Limit': 'Límite de cobertura de bienes personales',
    'Actual Cash Value Paid': 'Valor real en efectivo pagado',
    "Your Appraiser's Name and Contact Details": 'Nombre y datos de contacto de su tasador',
    'Why the Denial Is Wrong': 'Por qué la denegación es incorrecta',
    'What You Need More Time For': 'Para qué necesita más tiempo',
    'Reason You Need More Time': 'Por qué necesita más tiempo',
    'Number of Days': 'Número de días',
    'New Date': 'Nueva fecha',
    'Policy Section and Page': 'Sección y página de la póliza',
    'Date You Expect to Move Back': 'Fecha en que espera regresar a su vivienda',
    'Invoices Paid: Contractor, Date, Amount': 'Facturas pagadas: contratista, fecha, monto',
    'Each Expense: What, Dates, Amount': 'Cada gasto: concepto, fechas, monto',
  },
};

/** The vocabulary's names in the other languages, for reading a blank written in any of them. */
export const VOCABULARY_IN_OTHER_LANGUAGES: readonly Record<Placeholder, string>[] = Object.values(VOCABULARY);

const NAMES: Record<OtherLanguage, ReadonlyMap<string, string>> = {
  'fr-CA': new Map(Object.entries({ ...VOCABULARY['fr-CA'], ...LETTERS_OWN['fr-CA'] })),
  'es-US': new Map(Object.entries({ ...VOCABULARY['es-US'], ...LETTERS_OWN['es-US'] })),
};

/**
 * A letter's [blanks] under the language's names: "[Claim Number]" becomes "[Numéro de
 * réclamation]" in French. English text, and a blank the table does not name, are left as written.
 */
export function blanksNamedIn(text: string, language: TemplateLanguage): string {
  if (language === 'en') return text;
  const names = NAMES[language];
  return text.replace(/\[([^[\]\r\n]+)\]/g, (token, name: string) => {
    const named = names.get(name.trim());
    return named ? `[${named}]` : token;
  });
}
