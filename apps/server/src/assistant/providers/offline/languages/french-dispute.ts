import type { DisputeWords } from './dispute-words';

// As a policyholder in Québec disputes a settlement: « offre de règlement », « estimation »,
// « retenue » for the recoverable depreciation held back, « expertise » for the appraisal clause.
const APPRAISAL_RESERVED =
  ' Si nous ne parvenons pas à nous entendre sur le montant du sinistre, je me réserve le droit de demander l’expertise prévue par ma police.';

export const FRENCH_DISPUTE: DisputeWords = {
  offer: {
    intro: (offer, recordedOn, own) =>
      `**Contestation de l’offre de règlement** — fondée sur l’offre de ${offer}${recordedOn ? ` inscrite le ${recordedOn}` : ' dont vous m’avez parlé'}${own ? ` et sur votre montant de ${own.figure}${own.gap ? ` (un écart de ${own.gap})` : ''}` : ''}.`,
    subject: 'Contestation de l’offre de règlement - Réclamation [Claim Number]',
    body: ({ dated, estimate, reasons, appraisal }) => `
J’ai bien reçu votre offre de [Offer Amount]${dated ? ', datée du [Offer Date],' : ''} pour ma réclamation. Je ne l’accepte pas, car elle ne couvre pas le coût de la remise de mes biens dans l’état où ils étaient avant le sinistre.

${estimate ? `Ma propre estimation pour les mêmes travaux s’élève à ${estimate.figure}${estimate.gap ? `, soit ${estimate.gap} de plus que votre offre` : ''}.` : 'Ma propre estimation pour les mêmes travaux s’élève à [Your Estimate Amount].'} Je la joins à la présente.${reasons}

Je vous prie de m’envoyer, par écrit :
1. L’estimation détaillée sur laquelle repose votre offre, avec les quantités, les prix unitaires, ainsi que la dépréciation et la franchise appliquées.
2. Le nom de la personne qui l’a préparée.
3. Pour chaque poste réduit ou exclu, la disposition de la police sur laquelle vous vous appuyez.

Je vous demande de réviser votre offre : je propose de régler la réclamation pour [Counter-Offer Amount].${appraisal ? APPRAISAL_RESERVED : ''}`,
    enclosure: (estimate) => (estimate ? `votre estimation de ${estimate}` : 'votre estimation'),
    offerUnread: 'Je n’ai pas trouvé le montant de l’offre dans le journal de votre réclamation ni dans votre message.',
    offerNextStep:
      'Dites-moi le montant offert et la date (par exemple « ils m’ont offert », avec le montant et la date de leur lettre), ou inscrivez-le dans le journal de votre réclamation comme « Offre de règlement reçue », et je rédigerai la contestation en plaçant vos propres montants à côté des leurs.',
  },
  payment: {
    intro: (payment, recordedOn, own) =>
      `**Contestation du montant payé** — fondée sur le paiement de ${payment}${recordedOn ? ` inscrit le ${recordedOn}` : ' dont vous m’avez parlé'}${own ? ` et sur votre montant de ${own.figure}${own.gap ? ` (un écart de ${own.gap})` : ''}` : ''}.`,
    subject: 'Contestation du paiement de la réclamation - Réclamation [Claim Number]',
    body: ({ payment, paidOn, figure, heldBack, reasons, ask, appraisal }) => `
J’ai bien reçu votre paiement de ${payment}${paidOn ? ` du ${paidOn}` : ''} pour ma réclamation. Il ne couvre pas le coût de la remise de mes biens dans l’état où ils étaient avant le sinistre, et je ne l’accepte pas comme la totalité du montant dû.

Ma propre estimation pour les mêmes travaux s’élève à ${figure ? `${figure.figure}${figure.gap ? `, soit ${figure.gap} de plus que ce que vous avez payé` : ''}` : '[Your Estimate Amount]'}. Je la joins à la présente.${heldBack}${reasons}

Je vous prie de m’envoyer, par écrit :
1. L’estimation détaillée sur laquelle repose votre paiement, avec les quantités, les prix unitaires, ainsi que la dépréciation et la franchise appliquées.
2. Pour chaque poste réduit ou exclu, la disposition de la police sur laquelle vous vous appuyez.

${ask}${appraisal ? APPRAISAL_RESERVED : ''}`,
    gapIsHoldback: (holdback) =>
      `\n\nLa différence correspond à la somme de ${holdback} que vous avez retenue à titre de dépréciation récupérable. Je vous prie de me confirmer par écrit que ce montant me sera versé en entier une fois les travaux terminés, et la date à laquelle les travaux doivent être terminés.`,
    alsoHeldBack: (holdback) =>
      `\n\nVous avez aussi retenu ${holdback} à titre de dépréciation récupérable. Je vous prie de me confirmer par écrit comment ce montant a été calculé et qu’il me sera versé une fois les travaux terminés.`,
    askFullCost: 'Je vous demande de me confirmer par écrit le coût de remplacement total des travaux.',
    askDifference: (gap) => `Je vous demande de me verser la différence${gap ? ` de ${gap}` : ''}.`,
    holdbackNote: (holdback) =>
      `L’écart entre votre montant et le paiement correspond à la somme de ${holdback} retenue : ce montant est habituellement versé une fois les réparations terminées et facturées (demandez-moi alors de « libérer la retenue »).`,
  },
  appraisalNote: (page) =>
    `Votre police prévoit une clause d’expertise (page ${page}) pour les désaccords sur le montant : demandez-moi de « demander l’expertise » si la discussion ne suffit pas à combler l’écart.`,
};
