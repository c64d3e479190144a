import type { TJobChoice } from '@benji/shared';
import type { ReplyLanguage } from '../../assistant/understanding/language';
import { moneyFor } from '../../assistant/providers/offline/languages/money';

// The next-step chips in each language, written whole: a chip's label and the message a tap sends.
// The English chips name an overdue deadline by its (English) title; the others say it without.

type Chip = Omit<TJobChoice, 'job'>;

export interface NextStepWords {
  firstSteps: Chip;
  /** The insurer is past a deadline; the deadline's title, in English. */
  overdue: (title: string) => Chip;
  owed: Chip;
  appealDenial: Chip;
  writtenDenial: Chip;
  /** Amounts: the figure on record, and its English text as the records write it. */
  disputeOffer: (dollars: number, asWritten: string) => Chip;
  heldBack: (dollars: number, asWritten: string) => Chip;
  deadlines: Chip;
  nextSteps: Chip;
}

const ENGLISH: NextStepWords = {
  firstSteps: { label: 'First steps after a loss', message: 'I just had a loss. What should I do first?' },
  overdue: (title) => ({
    label: 'Chase the overdue reply',
    message: `Write to my adjuster: the insurer is past its deadline to ${title.toLowerCase()}.`,
  }),
  owed: { label: 'What they asked me for', message: 'What has the insurer asked me for that I still owe?' },
  appealDenial: { label: 'Appeal the denial', message: 'Write a letter asking them to reconsider the denial.' },
  writtenDenial: { label: 'Get the denial in writing', message: 'Ask the insurer to put the denial and its policy wording in writing.' },
  disputeOffer: (_, offer) => ({ label: `Dispute the ${offer} offer`, message: `Write a letter disputing the ${offer} offer.` }),
  heldBack: (_, held) => ({
    label: `Claim the ${held} held back`,
    message: `How do I get the ${held} of depreciation held back released?`,
  }),
  deadlines: { label: 'My deadlines', message: 'Which deadlines apply to my claim, and when?' },
  nextSteps: { label: 'What to do next', message: 'Give me the state of my claim and my next steps.' },
};

const FRENCH: NextStepWords = {
  firstSteps: { label: 'Premières étapes après un sinistre', message: 'Je viens de subir un sinistre. Que dois-je faire en premier?' },
  overdue: () => ({
    label: 'Relancer l’assureur en retard',
    message: 'Écrivez à mon expert en sinistre : l’assureur a dépassé son délai pour me répondre.',
  }),
  owed: { label: 'Ce qu’on m’a demandé', message: 'Qu’est-ce que l’assureur m’a demandé que je n’ai pas encore fourni?' },
  appealDenial: { label: 'Contester le refus', message: 'Rédigez une lettre demandant à l’assureur de revoir son refus.' },
  writtenDenial: {
    label: 'Obtenir le refus par écrit',
    message: 'Demandez à l’assureur de me confirmer le refus par écrit, avec le texte de la police sur lequel il s’appuie.',
  },
  disputeOffer: (dollars) => {
    const offer = moneyFor('fr', dollars);
    return { label: `Contester l’offre de ${offer}`, message: `Rédigez une lettre contestant l’offre de ${offer}.` };
  },
  heldBack: (dollars) => {
    const held = moneyFor('fr', dollars);
    return { label: `Récupérer les ${held} retenus`, message: `Comment récupérer les ${held} de dépréciation retenus?` };
  },
  deadlines: { label: 'Mes délais', message: 'Quels délais s’appliquent à ma réclamation, et à quelles dates?' },
  nextSteps: { label: 'Quoi faire ensuite', message: 'Où en est ma réclamation, et quelles sont mes prochaines étapes?' },
};

const SPANISH: NextStepWords = {
  firstSteps: { label: 'Primeros pasos tras una pérdida', message: 'Acabo de sufrir una pérdida. ¿Qué debo hacer primero?' },
  overdue: () => ({
    label: 'Reclamar la respuesta atrasada',
    message: 'Escriba a mi ajustador: la aseguradora ya pasó su plazo para responderme.',
  }),
  owed: { label: 'Lo que me pidieron', message: '¿Qué me ha pedido la aseguradora que todavía no he entregado?' },
  appealDenial: { label: 'Apelar la negación', message: 'Redacte una carta pidiendo que reconsideren la negación.' },
  writtenDenial: {
    label: 'Obtener la negación por escrito',
    message: 'Pida a la aseguradora que ponga por escrito la negación y el texto de la póliza en que se basa.',
  },
  disputeOffer: (dollars) => {
    const offer = moneyFor('es', dollars);
    return { label: `Disputar la oferta de ${offer}`, message: `Redacte una carta disputando la oferta de ${offer}.` };
  },
  heldBack: (dollars) => {
    const held = moneyFor('es', dollars);
    return { label: `Recuperar los ${held} retenidos`, message: `¿Cómo recupero los ${held} de depreciación retenidos?` };
  },
  deadlines: { label: 'Mis plazos', message: '¿Qué plazos se aplican a mi reclamo, y cuándo vencen?' },
  nextSteps: { label: 'Qué hacer ahora', message: '¿En qué punto está mi reclamo y cuáles son mis próximos pasos?' },
};

const WORDS: Record<ReplyLanguage, NextStepWords> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

export const nextStepWords = (language: ReplyLanguage): NextStepWords => WORDS[language];
