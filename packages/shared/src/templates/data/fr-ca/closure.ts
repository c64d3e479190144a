import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { toAdjuster } from './frame';

export const CLOSURE = {
  'confirmation-of-payout': {
    title: 'Confirmation de paiement',
    preview: 'Confirmez un paiement reçu et demandez ce qu’il couvre et si d’autres montants sont à venir.',
    subject: 'Paiement reçu - Réclamation [Claim Number]',
    body: toAdjuster(`
Je confirme avoir reçu un paiement de [Payment Amount] le [Payment Date] pour la réclamation mentionnée ci-dessus.

Pourriez-vous m’indiquer par écrit :
1. Ce que couvre ce paiement, avec une ventilation détaillée par garantie (par exemple bâtiment, biens meubles, frais de subsistance supplémentaires ou dommages au véhicule).
2. Si d’autres paiements sont prévus, comme la dépréciation récupérable (montant retenu) une fois les réparations terminées, et comment les demander.
3. Si une partie de ma réclamation demeure ouverte.

La présente confirme uniquement la réception du paiement. Elle ne constitue pas une acceptation de ce paiement comme règlement complet de ma réclamation.

Je vous remercie de votre aide dans le traitement de ma réclamation.`),
  },
  'dispute-final-denial': {
    title: 'Contestation d’un refus définitif',
    preview: 'Contestez un refus définitif, demandez le libellé de la police et le dossier de réclamation sur lesquels il repose, et les recours qui vous restent.',
    subject: 'Contestation du refus définitif - Réclamation [Claim Number]',
    body: toAdjuster(`
J’ai reçu votre lettre du [Denial Letter Date] m’informant que le refus de ma réclamation est définitif. Je suis en désaccord avec cette décision pour les motifs suivants :
[Reasons for Disagreement]

Les pièces justificatives sont jointes à la présente :
[List of Documents]

Je vous prie :
1. De m’indiquer les dispositions de la police sur lesquelles repose le refus définitif, en citant leur libellé et en précisant la section et la page.
2. De m’envoyer une copie de mon dossier de réclamation, y compris les rapports, estimations et déclarations sur lesquels la décision est fondée, ou de m’expliquer pourquoi vous ne pouvez pas le faire.
3. De m’indiquer par écrit les recours de révision ou de contestation qui me restent, comme le processus interne de traitement des plaintes, l’expertise si ma police la prévoit, ou un service externe de traitement des plaintes ou un ombudsman, ainsi que les délais qui s’y appliquent.

Je vous prie de me répondre au plus tard le [Response Deadline]. Je ne considère pas cette décision comme la fin du dossier et j’examinerai mes options une fois votre réponse reçue.

Je vous remercie de votre attention.`),
  },
  'request-for-claim-closure-letter': {
    title: 'Demande de lettre de fermeture du dossier',
    preview: 'Demandez une lettre de fermeture écrite indiquant les montants payés et ce qui reste payable, pour vos dossiers.',
    subject: 'Demande de lettre de fermeture - Réclamation [Claim Number]',
    body: toAdjuster(`
Je crois comprendre que ma réclamation est réglée. Pour mes dossiers, je vous prie de m’envoyer une lettre de fermeture écrite qui précise :
1. La date de fermeture de la réclamation.
2. Le montant total versé pour la réclamation, ventilé par garantie.
3. S’il reste un montant payable, comme la dépréciation récupérable (montant retenu), et comment le demander.
4. Si la réclamation peut être rouverte, et de quelle façon, si d’autres dommages liés à ce sinistre sont découverts, ainsi que le délai applicable.

Merci de m’envoyer cette lettre par courriel à [Your Email] ou par la poste au [Your Address].

Je vous remercie de votre aide tout au long de cette réclamation.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
