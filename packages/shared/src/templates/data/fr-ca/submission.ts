import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { lettre, NEW_CLAIM_REFERENCE, toAdjuster } from './frame';

export const SUBMISSION = {
  'initial-claim-submission': {
    title: 'Lettre de déclaration de sinistre',
    preview: 'Déclarez un sinistre, ouvrez une réclamation et demandez par écrit le nom de l’expert en sinistre, les formulaires et les délais.',
    subject: 'Avis de sinistre et réclamation - Police [Policy Number] - Sinistre du [Date of Loss]',
    body: lettre({
      attention: 'Service des réclamations',
      greeting: 'Madame, Monsieur,',
      reference: NEW_CLAIM_REFERENCE,
      text: `
Je vous avise par la présente d’un sinistre et vous demande d’ouvrir une réclamation en vertu de la police indiquée ci-dessus.

Détails du sinistre :
- Type de sinistre : [Type of Loss]
- Date du sinistre : [Date of Loss]
- Lieu : [Loss Location]
- Description des faits : [Description of Loss]

Vous trouverez ci-joint les documents suivants à l’appui de ma réclamation :
[List of Documents]

Pourriez-vous :
1. Me confirmer par écrit la réception du présent avis et me communiquer le numéro de réclamation.
2. M’indiquer le nom et les coordonnées directes de l’expert en sinistre chargé de mon dossier.
3. M’envoyer les formulaires requis, y compris le formulaire de preuve de sinistre, en précisant le délai pour retourner chacun d’eux.
4. M’aviser si vous souhaitez inspecter les dommages, afin que nous puissions fixer un rendez-vous.

Je préfère communiquer par courriel, à l’adresse [Your Email], afin que nous ayons tous deux une trace écrite de nos échanges. Vous pouvez aussi me joindre au [Your Phone].

Je vous remercie de traiter ma réclamation avec diligence.`,
    }),
  },
  'request-for-reconsideration': {
    title: 'Demande de révision d’un refus',
    preview: 'Demandez à l’assureur de revoir son refus, avec vos motifs, vos nouvelles pièces et le texte de la police sur lequel il s’appuie.',
    subject: 'Demande de révision du refus - Réclamation [Claim Number]',
    body: toAdjuster(`
J’ai bien reçu votre lettre du [Denial Letter Date] m’informant du refus de ma réclamation. Le motif invoqué est le suivant : [Denial Reason]

Je suis respectueusement en désaccord avec cette décision et vous demande de la réviser pour les motifs suivants :
[Reasons for Disagreement]

Vous trouverez ci-joint les documents suivants à l’appui de ma demande :
[List of Documents]

Pour m’aider à comprendre votre décision, pourriez-vous également :
1. M’indiquer la disposition de la police sur laquelle repose le refus, en citant son libellé et en précisant la section et la page.
2. M’envoyer une copie des rapports, estimations ou déclarations sur lesquels la décision est fondée, ou m’expliquer pourquoi vous ne pouvez pas le faire.
3. Me dire si vous avez un processus de révision interne ou de traitement des plaintes, et comment m’en prévaloir.

Je vous prie de me répondre par écrit au plus tard le [Response Deadline]. S’il vous manque quoi que ce soit pour terminer votre révision, dites-moi de quoi il s’agit et je vous le ferai parvenir sans tarder.

Je vous remercie de l’attention que vous porterez à cette révision.`),
  },
  'additional-documentation-submission': {
    title: 'Envoi de documents supplémentaires',
    preview: 'Envoyez d’autres pièces, comme une preuve de sinistre ou des estimations, et demandez une confirmation écrite de leur réception.',
    subject: 'Documents supplémentaires - Réclamation [Claim Number]',
    body: toAdjuster(`
Vous trouverez ci-joint les documents supplémentaires suivants à l’appui de ma réclamation :
[List of Documents]

Je vous prie de les verser à mon dossier de réclamation et de me confirmer leur réception par écrit. S’ils modifient votre évaluation de la réclamation ou du montant de l’indemnité, merci de m’indiquer en quoi.

S’il vous faut autre chose pour terminer votre analyse, je vous saurais gré de m’envoyer en une seule fois la liste complète des éléments manquants, afin que je puisse tout vous fournir en même temps.

Merci de votre aide.`),
  },
  'correction-to-submitted-claim': {
    title: 'Correction d’une réclamation déjà soumise',
    preview: 'Corrigez par écrit un renseignement donné à l’assureur, pour que votre dossier de réclamation soit exact.',
    subject: 'Correction de renseignements - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous écris pour corriger des renseignements que je vous ai fournis au sujet de cette réclamation.

Renseignements fournis précédemment :
[Incorrect Information]

Renseignements exacts :
[Corrected Information]

Les documents qui appuient cette correction, s’il y a lieu, sont joints à la présente :
[List of Documents]

Je vous prie de mettre mon dossier à jour et de me confirmer la correction par écrit. Si elle a une incidence sur le traitement de ma réclamation, merci de m’en informer.

Merci de votre aide.`),
  },
  'coverage-clarification-request': {
    title: 'Demande de précisions sur la couverture',
    preview: 'Demandez comment votre police s’applique à votre sinistre, et sur quelles dispositions, limites et franchises l’assureur s’appuie.',
    subject: 'Demande de précisions sur la couverture - Réclamation [Claim Number]',
    body: toAdjuster(`
J’aimerais comprendre comment ma police s’applique à cette réclamation. Pourriez-vous répondre par écrit à la question suivante :
[Coverage Question]

Dans votre réponse, je vous prie :
1. D’indiquer les dispositions de la police qui s’appliquent, en citant leur libellé et en précisant la section et la page, y compris les exclusions, limites ou franchises.
2. De préciser si un avenant à ma police a une incidence sur la réponse.
3. De me dire s’il vous faut d’autres renseignements de ma part pour répondre de façon complète.

J’apprécierais recevoir votre réponse au plus tard le [Response Deadline]. Une réponse écrite m’aidera à prendre des décisions éclairées au sujet des réparations et des prochaines étapes.

Merci de votre aide.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
