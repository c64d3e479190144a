import type { EuoSentences } from './euo-words';

// The examination under oath as a Québec help desk names it: « interrogatoire sous serment »,
// conducted by the insurer's lawyer and recorded by a sténographe.

export const FRENCH_EUO: EuoSentences = {
  heading: (claim) =>
    claim
      ? `**Vous préparer à votre interrogatoire sous serment** pour votre réclamation (${claim.type})${claim.insurer ? ` auprès de ${claim.insurer}` : ''} (sinistre du ${claim.lossDate}${claim.claimNumber ? `, réclamation ${claim.claimNumber}` : ''}).`
      : '**Vous préparer à votre interrogatoire sous serment** pour votre réclamation.',
  notice: (date, summary) => `**L’avis de l’assureur** (${date}) : ${summary}`,
  afterDenial: (recordedOn) =>
    `**Après un refus.** ${recordedOn ? `Votre journal indique un refus le ${recordedOn}` : 'Votre message parle d’un refus'}. La plupart des polices permettent quand même à l’assureur d’exiger un interrogatoire sous serment, et le refuser peut vous coûter la réclamation : présentez-vous, mais demandez d’abord par écrit si le refus est maintenu, à quoi sert l’interrogatoire et quelle condition de la police l’exige.`,
  whatItIs:
    'L’interrogatoire sous serment est une entrevue officielle, sous serment, que bien des polices permettent à l’assureur d’exiger. Un avocat de l’assureur pose les questions et un sténographe consigne chaque mot.',
  beforeHeading: '**Avant le jour de l’interrogatoire**',
  groundRules: [
    'Demandez par écrit la date, l’heure, le lieu et la disposition de la police qui exige l’interrogatoire, et confirmez votre présence.',
    'Demandez par écrit la liste des documents à apporter, et une copie de toute déclaration que vous avez déjà faite.',
    'Relisez votre police, votre réclamation, votre preuve de sinistre et chaque lettre, et dressez une chronologie datée des événements.',
    'Vous pouvez vous faire accompagner d’un avocat, à vos frais; bien des gens le font. Pensez à en consulter un avant l’interrogatoire.',
    'Répondez avec franchise et seulement à la question posée. Si vous ne savez pas ou ne vous souvenez pas, dites-le; ne devinez jamais.',
    'Demandez qu’on répète une question qui n’est pas claire, et prenez une pause quand vous en avez besoin.',
    'Demandez une copie de la transcription et lisez-la attentivement avant de la signer; notez toute correction par écrit.',
    'Apportez une pièce d’identité avec photo et des copies de tout ce que vous apportez, en gardant les originaux.',
  ],
  bringHeading: (type) => `**À apporter pour une réclamation de ce type (${type})**`,
  expectHeading: '**Attendez-vous à des questions sur**',
  tellKind:
    '**Dites-moi le type de sinistre** (par exemple « incendie de la maison », « vol de véhicule » ou « inondation du sous-sol »), ou soumettez votre réclamation, et j’ajouterai les documents à apporter et les questions à prévoir pour ce type de réclamation.',
};
