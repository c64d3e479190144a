import type { HoldbackWords } from './holdback-words';

// As the French ledger letter writes the holdback: « dépréciation récupérable » retenue, paid on
// the « valeur au jour du sinistre » until the work is done.
export const FRENCH_HOLDBACK: HoldbackWords = {
  intro: (holdback) =>
    `**Demande de versement de la dépréciation récupérable**${holdback ? ` de ${holdback.amount}${holdback.on ? ` (retenue le ${holdback.on})` : ''}` : ''}.`,
  subject: 'Versement de la dépréciation récupérable - Réclamation [Claim Number]',
  body: ({ payment, cost, window }) => `
${payment ? `Vous m’avez versé ${payment.amount} selon la valeur au jour du sinistre${payment.on ? ` le ${payment.on}` : ''}, et vous avez` : 'Vous avez'} retenu [Amount Held Back] de dépréciation récupérable jusqu’à la fin des réparations ou du remplacement.

Les travaux sont maintenant terminés : ils ont pris fin le [Date Work Was Completed], pour un coût de ${cost ?? '[Final Cost]'}. Vous trouverez ci-joint les factures ou les reçus définitifs, ainsi que des photos des travaux terminés.${window ? `\n\nMa police (page ${window.page}) me permet de réclamer ce montant ${window.lastDay ? `jusqu’au ${window.lastDay}` : 'dans le délai qu’elle fixe'}, et je le réclame dans ce délai.` : ''}

Je vous prie de verser la dépréciation récupérable de [Amount Held Back] et de me confirmer par écrit le montant et la date du paiement.`,
  windowNote: (page, wording, last) =>
    `**Le délai de votre police (page ${page}) :** “${wording}”${last ? ` Pour votre sinistre du ${last.loss}, le dernier jour est le **${last.day}** : terminez les travaux, remplacez les biens et envoyez les reçus avant cette date.` : ''}`,
  noWindowNote:
    'Bien des polices fixent un délai pour terminer les réparations et récupérer la dépréciation (souvent 180 jours ou un an) : vérifiez la condition de votre police sur le règlement des sinistres, et demandez-moi « que dit ma police sur la valeur à neuf ».',
};
