import type { AppraisalWords } from './appraisal-words';

// The appraisal clause of a Québec policy is its « expertise »: each side names an « expert », and
// the two experts an « arbitre ».
export const FRENCH_APPRAISAL: AppraisalWords = {
  noOffer: [
    'L’expertise sert à régler un désaccord sur le **montant** du sinistre, et je ne vois aucune offre de l’assureur dans le journal de votre réclamation ni dans votre message : il n’y a donc pas encore de montant sur lequel être en désaccord.',
    'Lorsque l’assureur vous fera une offre que vous jugez trop basse, inscrivez-la dans le journal de votre réclamation (« Offre de règlement reçue ») ou dites-moi le montant : je pourrai d’abord rédiger une contestation et, si elle échoue, la demande d’expertise. L’expertise ne décide pas si un bien est couvert.',
  ],
  whatPolicySays: 'Ce que dit votre police :',
  noClause: (adjuster) => [
    `J’ai cherché dans votre police et je n’y ai trouvé aucune clause d’expertise : je ne rédigerai donc pas de demande fondée sur une telle clause. Demandez par écrit à ${adjuster ?? 'votre expert en sinistre'} si votre police prévoit une expertise, et à quelle page.`,
    'En attendant, vous pouvez contester l’offre avec votre propre estimation : demandez-moi de « contester l’offre ».',
  ],
  intro: (offer, estimate) =>
    `**Demande d’expertise** — pour l’écart entre l’offre de ${offer}${estimate ? ` et votre estimation de ${estimate.figure} (${estimate.gap})` : ''}.`,
  subject: 'Demande d’expertise - Réclamation [Claim Number]',
  answerWithin: (appointment) =>
    appointment
      ? `Veuillez nommer votre expert par écrit dans les ${appointment.period} suivant la réception de la présente demande, comme l’exige ma police (page ${appointment.page}).`
      : 'Veuillez nommer votre expert par écrit dans le délai prévu par la police.',
  body: ({ estimate, clausePage, impartial, answerWithin }) => `
Nous sommes en désaccord sur le montant du sinistre : vous avez offert [Offer Amount]${estimate ? `, et mon estimation s’élève à ${estimate}` : ''}. En vertu de la clause d’expertise de ma police${clausePage ? ` (page ${clausePage})` : ' ([Policy Section and Page])'}, je demande l’expertise du montant du sinistre.

Mon expert est [Your Appraiser's Name and Contact Details]${impartial ? ', un expert compétent et impartial' : ''}. ${answerWithin}

Cette demande porte uniquement sur le montant du sinistre; je me réserve tous mes autres droits en vertu de la police.`,
  costNote:
    'Chaque partie paie habituellement son propre expert et partage les honoraires de l’arbitre : comparez ces frais à l’écart avant d’envoyer cette demande.',
};
