import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { lettre, toAdjuster } from './frame';

export const FOLLOW_UP = {
  'status-check-in': {
    title: 'Suivi de l’état du dossier',
    preview: 'Demandez où en est votre réclamation, ce qu’on attend encore de vous et quelles sont les prochaines étapes.',
    subject: 'Demande de mise à jour - Réclamation [Claim Number]',
    body: toAdjuster(`
Je fais un suivi au sujet de ma réclamation. Mon dernier échange avec votre bureau remonte au [Date of Last Contact], et je n’ai pas encore reçu de nouvelles.

Pourriez-vous m’indiquer par écrit :
1. Où en est le traitement de ma réclamation.
2. S’il vous manque quelque chose de ma part. Le cas échéant, merci de me donner en une seule fois la liste de tous les éléments manquants.
3. Les prochaines étapes, et quand je peux m’attendre à chacune d’elles.

Je vous remercie de votre aide et j’attends votre réponse.`),
  },
  'reminder-awaiting-response': {
    title: 'Rappel : réponse attendue',
    preview: 'Un rappel courtois mais ferme lorsqu’une lettre ou un courriel est resté sans réponse.',
    subject: 'Deuxième demande : réponse attendue - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous ai écrit le [Date of Last Contact] au sujet de ce qui suit :
[Request Summary]

Je n’ai pas encore reçu de réponse. Vous trouverez ci-joint une copie de mon message précédent, pour référence.

Je vous prie de me répondre au plus tard le [Response Deadline]. Si vous ne pouvez pas me donner une réponse complète d’ici là, merci de m’indiquer à cette date quand je peux m’attendre à en recevoir une et ce qui cause le retard.

Si ma réclamation a été confiée à une autre personne, je vous prie de me communiquer son nom et ses coordonnées directes.

Je vous remercie de l’attention que vous porterez à cette demande.`),
  },
  'request-for-timeline': {
    title: 'Demande d’échéancier',
    preview: 'Demandez un échéancier écrit des étapes restantes, des dates prévues de décision et de paiement, et de vos propres délais.',
    subject: 'Demande d’échéancier - Réclamation [Claim Number]',
    body: toAdjuster(`
Afin de planifier les réparations et les dépenses qui s’y rattachent, je vous demande un échéancier écrit du traitement de ma réclamation.

Pourriez-vous m’indiquer :
1. Les étapes qui restent avant une décision sur ma réclamation, comme une inspection, l’analyse d’une estimation ou un rapport externe.
2. La date prévue de chacune de ces étapes.
3. Quand je peux m’attendre à une décision sur la couverture et, si la réclamation est acceptée, au paiement de l’indemnité.
4. Les délais qui s’appliquent à moi, y compris pour la preuve de sinistre ou d’autres documents.

Si quelque chose de mon côté retarde la réclamation, merci de me le dire dès maintenant pour que je puisse m’en occuper.

Merci de votre aide.`),
  },
  'escalation-to-supervisor': {
    title: 'Recours auprès d’un superviseur',
    preview: 'Demandez à un superviseur des réclamations de revoir le traitement de votre dossier lorsque vos échanges avec l’expert en sinistre n’ont rien réglé.',
    subject: 'Demande de révision par un superviseur - Réclamation [Claim Number]',
    body: lettre({
      attention: 'Superviseur des réclamations',
      greeting: 'Madame, Monsieur,',
      text: `
Je demande qu’un superviseur revoie le traitement de ma réclamation. L’expert en sinistre chargé du dossier est [Adjuster Name].

Ma préoccupation est la suivante :
[Summary of Concern]

J’ai tenté de régler la situation directement avec l’expert en sinistre :
[Contact History]

Comme le problème n’est toujours pas réglé, je vous demande :
1. De revoir mon dossier de réclamation et la préoccupation exposée ci-dessus.
2. De m’envoyer une réponse écrite au plus tard le [Response Deadline], qui explique où en est ma réclamation et quelles sont les prochaines étapes.
3. De me communiquer le nom et les coordonnées directes de la personne responsable de mon dossier à partir de maintenant.

Si la situation ne peut pas être réglée à votre niveau, merci de m’expliquer comment utiliser le processus de traitement des plaintes de votre entreprise.

Je vous remercie de votre attention rapide.`,
    }),
  },
  'thank-you-acknowledgement': {
    title: 'Remerciements et confirmation',
    preview: 'Remerciez l’expert en sinistre après un appel ou une visite et mettez par écrit ce qui a été dit, pour que les deux parties aient la même version.',
    subject: 'Remerciements et résumé de notre conversation - Réclamation [Claim Number]',
    body: toAdjuster(`
Je vous remercie de notre conversation du [Date of Conversation]. J’apprécie le temps que vous m’avez accordé et votre aide dans le traitement de ma réclamation.

Pour que nous ayons la même compréhension, voici mon résumé de ce dont nous avons discuté :
[Summary of Discussion]

Si un élément de ce résumé est inexact ou incomplet, merci de me le faire savoir par écrit dès que possible, afin que nos dossiers concordent.

Merci encore.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
