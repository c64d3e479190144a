import type { AdvisoryWording } from '../advisories';

// "Also good to know" in Québec French. American laws keep their own names; Canadian ones enacted
// in English only are named as the rules' table names them (Insurance Act de la Colombie-Britannique).
// A percentage takes a no-break space before its sign, as Québec typography sets it.

export const FRENCH_ADVISORIES: AdvisoryWording = {
  'us-ca-time-limit-notice': {
    text: ({ days }) =>
      `L’assureur doit vous aviser par écrit de tout délai qui s’applique à votre réclamation au moins ${days} jours avant son expiration.`,
    citation: 'California Code of Regulations, title 10, §2695.7(f)',
  },
  'us-tx-late-payment': {
    text: ({ annualRate, judgmentRatePlus, catastropheDays }) =>
      `Une réclamation payée en retard porte intérêt à ${annualRate}\u00a0% par année, plus les honoraires d’avocat (pour une réclamation ` +
      'de biens causée par les intempéries ou une autre force de la nature et poursuivie depuis le 1er septembre 2017, le taux des ' +
      `jugements plus ${judgmentRatePlus}\u00a0%); dans une zone déclarée sinistrée, chaque délai est prolongé de ${catastropheDays} jours.`,
    citation: 'Texas Insurance Code §542.060, §542.059',
  },
  'us-tx-presuit-notice': {
    text: ({ days }) =>
      'Avant de poursuivre l’assureur pour une réclamation de biens causée par les intempéries ou une autre force de la nature, vous ' +
      `devez lui envoyer un avis écrit de votre plainte et du montant que vous réclamez au moins ${days} jours avant d’intenter la ` +
      'poursuite, sauf si un délai de prescription est sur le point d’expirer.',
    citation: 'Texas Insurance Code §542A.003',
  },
  'us-fl-estimate-copy': {
    text: ({ days }) =>
      'Si l’expert en sinistre de l’assureur rédige une estimation détaillée des dommages, l’assureur doit vous en envoyer une copie ' +
      `dans les ${days} jours suivant sa production.`,
    citation: 'Florida Statutes §627.70131 (modifié par la loi SB 2-A, à compter du 1er mars 2023)',
  },
  'us-ga-payment-demand': {
    text: ({ days }) =>
      'Avant de pouvoir réclamer une pénalité pour un refus de payer de mauvaise foi, vous devez mettre l’assureur en demeure de payer ' +
      `et lui laisser ${days} jours pour le faire.`,
    citation: 'O.C.G.A. §33-4-6',
  },
  'us-co-wildfire-total-loss': {
    text: ({ replacementMonths, livingExpenseMonths }) =>
      'Après une perte totale causée par un feu de forêt, votre police d’assurance habitation doit vous laisser au moins ' +
      `${replacementMonths} mois pour toucher la valeur à neuf, et couvrir au moins ${livingExpenseMonths} mois de frais de subsistance supplémentaires.`,
    citation: 'C.R.S. §10-4-110.8',
  },
  'us-il-suit-limit-paused': {
    text: () =>
      'Le délai que votre police vous donne pour poursuivre l’assureur cesse de courir entre la remise de votre preuve de sinistre et ' +
      'le refus de la réclamation par l’assureur.',
    citation: '215 ILCS 5/143.1',
  },
  'ca-bc-notice-and-proof': {
    text: () => 'Avisez l’assureur du sinistre immédiatement, et remettez votre preuve de sinistre dès que possible.',
    citation: 'Insurance Act de la Colombie-Britannique, art. 29, condition légale 6',
  },
  'ca-ab-limitation-notice': {
    text: ({ reportDays, denialBusinessDays }) =>
      'L’assureur doit vous indiquer par écrit quel délai de prescription s’applique : dans les ' +
      `${reportDays} jours après que vous avez déclaré une réclamation qui n’est pas réglée, ou dans les ${denialBusinessDays} jours ` +
      'ouvrables après avoir refusé la réclamation. S’il ne le fait pas, un tribunal peut prolonger le délai.',
    citation: 'Fair Practices Regulation de l’Alberta, AR 128/2001, art. 5.3',
  },
  'practice-keep-open': {
    text: ({ days }) =>
      `Demandez par écrit à l’assureur de garder la réclamation ouverte pendant ${days} jours, le temps de rassembler vos documents.`,
    citation: 'Conseil pratique de Benji',
  },
  'practice-proof-of-loss': {
    text: () => 'Envoyez une preuve de sinistre même si l’assureur ne vous l’a pas demandée.',
    citation: 'Conseil pratique de Benji',
  },
};
