import type { MoneyQuestionWords } from './money-question-words';

// As the French letters name them: la dépréciation récupérable retenue, payée sur la valeur au
// jour du sinistre; les frais de subsistance supplémentaires (privation de jouissance).

export const FRENCH_MONEY_QUESTIONS: MoneyQuestionWords = {
  holdbackHow: (figures) =>
    `**Comment récupérer la dépréciation retenue :** l’assureur verse d’abord la valeur au jour du sinistre et retient la dépréciation (le coût de remplacement moins la valeur au jour du sinistre) jusqu’à ce que vous répariez ou remplaciez. ${figures}`,
  holdbackFigures: (holdback, on, payment) =>
    `Dans votre réclamation, ${payment ? `${payment} ont été versés selon la valeur au jour du sinistre et ` : ''}**${holdback}** sont inscrits comme retenus${on ? ` (le ${on})` : ''}.`,
  noHoldbackOnRecord:
    'Votre dossier n’indique pas encore de montant retenu : la lettre de paiement de l’assureur ou son relevé de règlement en donne le montant.',
  holdbackSteps: [
    'Réparez les dommages ou remplacez les biens (de même nature et de même qualité).',
    'Envoyez les factures ou les reçus définitifs, ainsi que des photos des travaux terminés ou des biens neufs.',
    'Demandez par écrit le versement du montant retenu, et la date à laquelle il sera payé.',
  ],
  releaseOffer: (adjuster) =>
    `Demandez-moi de « rédiger la demande de versement » et je l’adresserai à ${adjuster ?? 'votre expert en sinistre'}.`,
  livingIntro: (auto) =>
    auto
      ? '**Le transport pendant que votre véhicule est immobilisé :** bien des polices auto paient une location ou un autre moyen de transport, par jour jusqu’à un maximum, tant que le véhicule ne peut pas être utilisé à cause d’un sinistre couvert.'
      : '**Frais de subsistance supplémentaires (privation de jouissance) :** votre police paie l’augmentation de vos frais de subsistance tant que votre logement est inhabitable à cause d’un sinistre couvert — ce que vous dépensez au-delà de vos frais habituels, et non vos frais habituels eux-mêmes.',
  noLivingClause:
    'Je n’ai trouvé aucune clause sur les frais de subsistance supplémentaires dans les passages de votre police que j’ai lus : demandez-moi « que dit ma police sur la privation de jouissance ».',
  autoPoints: [
    'Les frais de location, de taxi, de covoiturage et de transport en commun comptent habituellement.',
    'Gardez chaque reçu, et demandez par écrit le montant par jour et le maximum.',
  ],
  homePoints: [
    'Comptent habituellement : l’hôtel ou le loyer, les repas au-delà de votre épicerie habituelle, le kilométrage supplémentaire, la buanderie, la pension des animaux, l’entreposage.',
    'Ne comptent pas : votre loyer ou votre hypothèque habituels, ni les factures que vous paieriez de toute façon.',
  ],
  limitLine: (limit) =>
    limit
      ? `La limite de votre police pour cette garantie : ${limit}. Demandez par écrit combien il en reste.`
      : 'Cette garantie a une limite, et souvent une limite de temps : demandez les deux par écrit.',
  namedCosts: (costs, total) =>
    `Les frais que vous nommez ou que votre journal indique : ${costs.join(' + ')}${total ? ` = ${total}` : ''}. Gardez le reçu de chacun.`,
  requestOffer: (adjuster, itemised) =>
    `Demandez-moi de « rédiger la demande » et je l’adresserai à ${adjuster ?? 'votre expert en sinistre'}${itemised ? ', avec chaque frais détaillé et le total' : ''}.`,
};
