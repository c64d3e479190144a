import type { LegalWords } from './legal-words';

// The referral as a Québec help desk says it: in Québec, legal advice comes from a lawyer (avocat)
// or a notary (notaire), and complaints about an insurer go to the Autorité des marchés financiers.

export const FRENCH_LEGAL: LegalWords = {
  cannotAdvise:
    'Je ne peux pas donner d’avis juridique : je ne peux donc pas vous dire s’il faut poursuivre l’assureur, s’il a agi de mauvaise foi, à quoi vous avez droit ni s’il faut signer une quittance.',
  whoCan: ({ quebec, where, regulator, canada }) =>
    quebec
      ? `**Qui peut vous conseiller :** un avocat ou un notaire du Québec qui connaît les réclamations d’assurance (plusieurs offrent une première consultation gratuite); ou ${regulator ? `l’${regulator.name}, au ${regulator.website},` : 'l’Autorité des marchés financiers (AMF),'} qui traite gratuitement les plaintes.`
      : `**Qui peut vous conseiller :** un avocat autorisé à exercer${where ? ` là où vous habitez (${where})` : ''} qui s’occupe de réclamations d’assurance (plusieurs offrent une première consultation gratuite); un expert en sinistre public, pour le montant de la réclamation; ou ${regulator ? `l’organisme de réglementation, ${regulator.name}, au ${regulator.website},` : canada ? 'l’organisme de réglementation des assurances de votre province ou le General Insurance OmbudService (GIO),' : 'le département des assurances de votre État,'} qui traite gratuitement les plaintes.`,
  timeToSue: (lines) => `**Le délai pour poursuivre** — il court quoi qu’il arrive dans la réclamation :\n${lines}`,
  policyLimit: (page, wording, lastDay) =>
    `Votre police (page ${page}) : “${wording}”${lastDay ? ` — au plus tard le **${lastDay}**` : ''}.`,
  policyClause: (page, body) => `Votre police (page ${page}) : “${body}”`,
  lawDeadline: (title, period, fromLoss, date, citation) =>
    `${title} : ${period}${fromLoss ? ' à compter de la date du sinistre' : ''}, au plus tard le ${date} (${citation}).`,
  checkConditions:
    'Cherchez dans la section **Conditions** de votre police une clause sur les poursuites contre l’assureur : elle fixe le délai pour poursuivre, et ce délai court quoi qu’il arrive dans la réclamation.',
  actions: (lines) => `**Ce que vous pouvez faire dans la réclamation dès maintenant**, avec ou sans avocat :\n${lines}`,
  missedLimits: (insurer, limits, adjuster) =>
    `${insurer ?? 'L’assureur'} a dépassé ${limits.length > 1 ? 'ses délais' : 'son délai'} ${limits.join(' et ')} : signalez-le par écrit à ${adjuster ?? 'votre expert en sinistre'}, puis à un superviseur des réclamations (« porter ma réclamation à un superviseur »).`,
  missedLimit: (title, date) => `pour ${title} (échu le ${date})`,
  silentDays: (insurer, days, adjuster) =>
    `${insurer ?? 'L’assureur'} ne vous a pas écrit depuis ${days} jours : signalez-le par écrit à ${adjuster ?? 'votre expert en sinistre'}, puis à un superviseur des réclamations (« porter ma réclamation à un superviseur »).`,
  denial: {
    written:
      'Répondez au refus par écrit avec vos preuves, et demandez sur quelles dispositions de la police il repose (« contester le refus »).',
    notWritten: 'Demandez le refus par écrit, avec les dispositions de la police sur lesquelles il repose (« le refus par écrit »).',
  },
  claimLine: ({ claimNumber, insurer, status, lossDate, denial }) =>
    `Votre réclamation${claimNumber ? ` ${claimNumber}` : ''} auprès de ${insurer ?? 'votre assureur'} : statut ${status}, sinistre du ${lossDate}${denial ? `, refus inscrit${denial.on ? ` le ${denial.on}` : ''}` : ''}.`,
  noRelease: 'Ne signez pas de quittance et n’acceptez pas un paiement « final » avant qu’une personne de confiance l’ait lu.',
};
