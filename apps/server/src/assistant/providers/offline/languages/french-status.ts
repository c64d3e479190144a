import type { StatusWords } from './status-words';

export const FRENCH_STATUS: StatusWords = {
  introUnanswered: (title, date, silence) => `**${title}** : votre message du ${date} est resté sans réponse. ${silence}`,
  introCheckIn: (title, adjuster, silence) =>
    `**${title}**, pour demander des nouvelles ${adjuster ? `à ${adjuster}` : 'à votre expert en sinistre'}. ${silence}`,
  silenceSince: (days, date, summary) =>
    `L’assureur a communiqué avec vous pour la dernière fois il y a ${days} jours (le ${date} : ${summary}).`,
  silenceNone: 'Le journal de votre réclamation n’indique encore aucune réponse de l’assureur.',
  sent: (items, date) => (date ? `Le ${date}, je vous ai envoyé ${items}.` : `Je vous ai envoyé ${items}.`),
  sentSummary: (items) => `Je vous ai envoyé ${items}.`,
  confirmReceipt: 'Merci de m’en confirmer la réception.',
  policeReport: (number) => `Pour votre dossier, le numéro du rapport de police est ${number}.`,
  items: {
    proof_of_loss: 'ma preuve de sinistre',
    estimate: 'l’estimation des travaux',
    photos: 'les photos des dommages',
    receipts: 'les reçus',
    invoice: 'la facture',
    inventory: 'l’inventaire des biens endommagés',
    police_report: 'le rapport de police',
    documents: 'les documents demandés',
  },
  owed: {
    acknowledgement: 'un accusé de réception de la réclamation',
    decision: 'une décision d’accepter ou de refuser la réclamation',
    reply: 'une réponse à votre message',
    payment: 'le paiement dû',
    document: 'des documents que vous avez demandés',
    proof_of_loss: 'la preuve de sinistre',
    offer_reply: 'une réponse à l’offre',
  },
  owedSince: (what, date) => `${what} (depuis le ${date})`,
  owedNote: (list) =>
    `Selon votre journal, l’assureur vous doit encore : ${list}. Nommez ces points dans le courriel si vous voulez une réponse à tous en même temps.`,
};
