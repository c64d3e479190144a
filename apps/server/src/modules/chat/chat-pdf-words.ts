import { ChatText, type TAccountLanguage } from '@benji/shared';

/** The chat PDF's own words in one language; the English are the spec's. */
export interface ChatPdfWords {
  title: string;
  /** The assistant's name beside its messages, as the chat page shows it in this language. */
  assistant: string;
  unnamedUser: string;
  you: string;
  sessionLine: (sessionId: string, downloadedAt: string) => string;
  claimDetails: string;
  noClaimDetails: string;
  labels: {
    insuranceCompany: string;
    policyNumber: string;
    policeReportNumber: string;
    adjuster: string;
    adjusterPhone: string;
    adjusterEmail: string;
    claimNumber: string;
    policyPdf: string;
  };
  noPolicyPdf: string;
  /** Between a label and its value: French puts a space before the colon. */
  labelEnd: string;
  messages: (count: number) => string;
  noMessages: string;
  footer: { notice: string; page: (page: number, count: number) => string };
}

const ENGLISH: ChatPdfWords = {
  title: 'Chat with Bengi Assistant',
  assistant: ChatText.badge,
  unnamedUser: 'Benji user',
  you: 'You',
  sessionLine: (sessionId, at) => `Session ${sessionId} - downloaded ${at}`,
  claimDetails: 'Claim details',
  noClaimDetails: 'No claim details saved.',
  labels: {
    insuranceCompany: 'Insurance Company',
    policyNumber: 'Policy Number',
    policeReportNumber: 'Police Report Number',
    adjuster: 'Adjuster',
    adjusterPhone: 'Adjuster Phone',
    adjusterEmail: 'Adjuster Email',
    claimNumber: 'Claim Number',
    policyPdf: 'Policy PDF',
  },
  noPolicyPdf: 'none',
  labelEnd: ': ',
  messages: (count) => `Messages (${count})`,
  noMessages: 'No messages in this session.',
  footer: { notice: 'Benji - general information, not legal advice.', page: (page, count) => `Page ${page} of ${count}` },
};

const FRENCH: ChatPdfWords = {
  title: 'Conversation avec l’Assistant Bengi',
  assistant: 'Assistant Bengi',
  unnamedUser: 'Utilisateur de Benji',
  you: 'Vous',
  sessionLine: (sessionId, at) => `Conversation ${sessionId} - téléchargée le ${at}`,
  claimDetails: 'Renseignements sur la réclamation',
  noClaimDetails: 'Aucun renseignement de réclamation enregistré.',
  labels: {
    insuranceCompany: 'Compagnie d’assurance',
    policyNumber: 'Numéro de police',
    policeReportNumber: 'Numéro du rapport de police',
    adjuster: 'Expert en sinistre',
    adjusterPhone: 'Téléphone de l’expert en sinistre',
    adjusterEmail: 'Courriel de l’expert en sinistre',
    claimNumber: 'Numéro de réclamation',
    policyPdf: 'Police (PDF)',
  },
  noPolicyPdf: 'aucune',
  labelEnd: ' : ',
  messages: (count) => `Messages (${count})`,
  noMessages: 'Aucun message dans cette conversation.',
  footer: {
    notice: 'Benji - renseignements généraux, pas un avis juridique.',
    page: (page, count) => `Page ${page} de ${count}`,
  },
};

const SPANISH: ChatPdfWords = {
  title: 'Conversación con el Asistente Bengi',
  assistant: 'Asistente Bengi',
  unnamedUser: 'Usuario de Benji',
  you: 'Usted',
  sessionLine: (sessionId, at) => `Conversación ${sessionId} - descargada el ${at}`,
  claimDetails: 'Datos del reclamo',
  noClaimDetails: 'No hay datos del reclamo guardados.',
  labels: {
    insuranceCompany: 'Compañía de seguros',
    policyNumber: 'Número de póliza',
    policeReportNumber: 'Número del informe policial',
    adjuster: 'Ajustador',
    adjusterPhone: 'Teléfono del ajustador',
    adjusterEmail: 'Correo del ajustador',
    claimNumber: 'Número de reclamo',
    policyPdf: 'Póliza (PDF)',
  },
  noPolicyPdf: 'ninguna',
  labelEnd: ': ',
  messages: (count) => `Mensajes (${count})`,
  noMessages: 'No hay mensajes en esta conversación.',
  footer: {
    notice: 'Benji - información general, no asesoría legal.',
    page: (page, count) => `Página ${page} de ${count}`,
  },
};

const WORDS: Record<TAccountLanguage, ChatPdfWords> = { 'en-US': ENGLISH, 'en-CA': ENGLISH, 'fr-CA': FRENCH, 'es-US': SPANISH };

export const chatPdfWords = (language: TAccountLanguage): ChatPdfWords => WORDS[language];
