import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { lettre, toAdjuster } from './frame';

// Policy documents usually come from the underwriting or customer service side, not the adjuster.
const POLICY_REFERENCE = ['Numéro de police : [Policy Number]', 'Numéro de réclamation : [Claim Number]'] as const;
const toPolicyServices = (text: string) =>
  lettre({ attention: 'Service à la clientèle - Polices', greeting: 'Madame, Monsieur,', reference: POLICY_REFERENCE, text });

export const POLICY = {
  'request-full-policy-document': {
    title: 'Demande de copie complète de la police',
    preview: 'Demandez une copie complète de votre police telle qu’elle était en vigueur à la date du sinistre, avec tous les avenants.',
    subject: 'Demande de copie complète de la police [Policy Number]',
    body: toPolicyServices(`
Je vous prie de m’envoyer une copie complète de ma police d’assurance telle qu’elle était en vigueur le [Date of Loss], y compris :
- Les conditions particulières
- Le libellé complet de la police
- Tous les avenants et modifications
- Tout autre formulaire ou annexe qui fait partie de la police

Merci de me l’envoyer par courriel à [Your Email] ou par la poste au [Your Address]. Si un formulaire ou des frais sont exigés, merci de m’en informer.

Je vous remercie de votre aide.`),
  },
  'request-declaration-page': {
    title: 'Demande des conditions particulières',
    preview: 'Demandez les conditions particulières de votre police, qui indiquent vos garanties, vos limites, vos franchises et la période d’assurance.',
    subject: 'Demande des conditions particulières - Police [Policy Number]',
    body: toPolicyServices(`
Je vous prie de m’envoyer une copie des conditions particulières de ma police telles qu’elles étaient en vigueur le [Date of Loss]. J’en ai besoin pour vérifier mes garanties, mes limites, mes franchises et la période d’assurance.

Si les conditions particulières ont changé pendant la période d’assurance, merci de m’envoyer chaque version, avec les dates auxquelles chacune était en vigueur.

Merci de me les envoyer par courriel à [Your Email] ou par la poste au [Your Address].

Je vous remercie de votre aide.`),
  },
  'request-explanation-of-denial-code': {
    title: 'Demande d’explication d’un code de refus',
    preview: 'Demandez ce que signifie un code inscrit sur une lettre de refus ou un relevé de paiement, à quoi il s’applique et ce que vous pouvez faire.',
    subject: 'Demande d’explication du code [Denial Code] - Réclamation [Claim Number]',
    body: toAdjuster(`
Votre correspondance du [Denial Letter Date] concernant ma réclamation fait mention du code [Denial Code]. Je ne comprends pas ce que signifie ce code ni comment il s’applique à ma réclamation.

Pourriez-vous m’expliquer par écrit :
1. Ce que signifie le code [Denial Code].
2. À quels postes ou montants de ma réclamation il s’applique.
3. Sur quelle disposition de la police il repose, en citant son libellé et en précisant la section et la page.
4. Ce que je peux fournir ou faire pour obtenir une révision de la décision.

Je vous remercie de votre aide.`),
  },
  'third-party-authorization': {
    title: 'Autorisation à un tiers',
    preview: 'Autorisez un membre de votre famille, un entrepreneur ou un représentant à discuter de votre réclamation avec l’assureur.',
    subject: 'Autorisation de discuter de la réclamation [Claim Number] avec [Third Party Name]',
    body: toAdjuster(`
J’autorise [Insurance Company] à discuter de ma réclamation avec la personne suivante et à lui communiquer des renseignements à son sujet :

Nom : [Third Party Name]
Lien avec moi : [Third Party Relationship]
Téléphone : [Third Party Phone]
Courriel : [Third Party Email]

[Third Party Name] peut recevoir des renseignements sur ma réclamation et communiquer avec vous à ce sujet en mon nom. Cette autorisation demeure en vigueur jusqu’au [Authorization End Date] ou jusqu’à ce que je la révoque par écrit, selon la première de ces éventualités. Je vous prie de continuer à m’envoyer une copie de toute la correspondance relative à ma réclamation.

Si vous exigez votre propre formulaire d’autorisation ou un original signé, merci de me l’envoyer et je le remplirai sans tarder.

Je vous remercie de votre aide.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
