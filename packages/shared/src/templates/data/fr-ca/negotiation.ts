import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { toAdjuster } from './frame';

export const NEGOTIATION = {
  'initial-offer-rejection': {
    title: 'Refus d’une première offre',
    preview: 'Refusez une offre de règlement insuffisante, expliquez pourquoi et demandez comment elle a été calculée.',
    subject: 'Réponse à l’offre de règlement - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous remercie de votre offre de règlement de [Offer Amount], datée du [Offer Date]. Je l’ai examinée attentivement et je ne peux pas l’accepter, car elle ne couvre pas le coût réel de mon sinistre.

Mes motifs sont les suivants :
[Reasons for Disagreement]

Les documents ci-joints appuient les montants que je réclame :
[List of Documents]

Pourriez-vous m’envoyer :
1. Le détail du calcul de l’offre, poste par poste, y compris la dépréciation, la franchise et les limites appliquées.
2. Une copie des estimations ou des rapports sur lesquels l’offre est fondée.
3. Pour chaque poste réduit ou exclu, la disposition de la police sur laquelle vous vous appuyez, avec sa section et sa page.

Je souhaite continuer à travailler avec vous en vue d’un règlement équitable, et je vous demande de réexaminer l’offre à la lumière des renseignements ci-dessus.

Je vous remercie de votre considération.`),
  },
  'counter-offer-submission': {
    title: 'Contre-proposition',
    preview: 'Proposez votre propre montant de règlement, montrez comment vous l’avez établi et demandez à l’assureur de répondre poste par poste.',
    subject: 'Contre-proposition - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous remercie de votre offre de [Offer Amount], datée du [Offer Date]. Je l’ai comparée à mes pièces justificatives et je propose de régler la réclamation pour [Counter-Offer Amount].

Ce montant repose sur les éléments suivants :
[Basis for Counter-Offer]

Les pièces justificatives sont jointes à la présente :
[List of Documents]

Je vous prie d’examiner cette contre-proposition et de me répondre par écrit au plus tard le [Response Deadline]. Si vous êtes en désaccord avec une partie de celle-ci, merci de m’indiquer quels postes vous contestez et pourquoi, afin que nous puissions nous concentrer sur ces postes.

Je vous remercie de votre considération.`),
  },
  'negotiation-summary': {
    title: 'Résumé de la négociation',
    preview: 'Résumez par écrit une discussion sur le règlement : ce qui a été convenu, ce qui reste en suspens et les prochaines étapes.',
    subject: 'Résumé de notre discussion sur le règlement - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous remercie d’avoir discuté de ma réclamation avec moi le [Date of Conversation]. Pour que nos dossiers soient exacts, voici mon résumé de la situation.

Points sur lesquels nous nous sommes entendus :
[Agreed Points]

Points encore en suspens :
[Open Points]

Prochaines étapes :
[Next Steps]

Je vous prie de me confirmer par écrit, au plus tard le [Response Deadline], que ce résumé est exact, ou de m’indiquer ce que vous voyez autrement. Je n’accepte aucun règlement définitif tant que toutes les conditions n’ont pas été confirmées par écrit.

Merci de votre temps.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
