import type { LetterWords } from './letter-words';

// As a help desk in Québec writes to a policyholder: "réclamation", "expert en sinistre", "courriel".
export const FRENCH_LETTERS: LetterWords = {
  templates: 'fr-CA',
  colon: ' :',
  salutation: /^(?:Bonjour .*|Madame, Monsieur),$/m,
  quoted: (text) => `« ${text.trim().replace(/\.$/, '')} »`,
  listed: (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`),
  subject: 'Objet',
  fillBeforeSending: 'À remplir avant l’envoi',
  attach: (items, many) =>
    `joignez ${items} (la lettre ${many ? 'les mentionne comme pièces jointes' : 'la mentionne comme pièce jointe'})`,
  andThen: '; et ',
  everythingFilled: '**Tout est rempli à partir de votre dossier.** Relisez la lettre une fois avant de l’envoyer.',
  sendIt:
    'Envoyez-la par courriel ou par un moyen qui vous donne une preuve de réception, notez l’envoi dans le journal de votre réclamation et gardez-en une copie.',
  notLegalAdvice: 'Ceci est de l’information générale pour vous aider à gérer votre propre réclamation, et non un avis juridique.',
  premiseGaps: {
    no_denial:
      'Le journal de votre réclamation n’indique aucun refus, et vous ne m’avez pas dit que la réclamation a été refusée : une lettre au sujet d’un refus affirmerait une chose qui ne s’est pas produite.',
    no_offer:
      'Je ne vois aucune offre de règlement dans le journal de votre réclamation ni dans votre message : il n’y a donc pas encore d’offre à laquelle répondre.',
    no_payment: 'Le journal de votre réclamation n’indique aucun paiement : il n’y a donc pas encore de paiement à confirmer.',
    still_open:
      'Votre réclamation est toujours ouverte, car aucun règlement ni paiement final n’est inscrit : demander à l’assureur de confirmer sa fermeture serait prématuré.',
    no_conversation: 'Un résumé de négociation confirme une conversation, et je n’en vois aucune dans votre journal ni dans votre message.',
    no_correction: 'Dites-moi ce qui était inexact dans ce que vous avez soumis et quels sont les bons renseignements.',
  },
  premiseRefusal: (why) => `Je ne rédigerai pas cette lettre pour l’instant. ${why}`,
  premiseNextStep:
    'S’il manque quelque chose dans votre dossier, ajoutez-le au journal de votre réclamation et redemandez-moi la lettre. Vous pouvez aussi me dire ce que vous attendez de l’assureur, et je rédigerai la lettre qui convient : par exemple une demande de nouvelles à votre expert en sinistre, ou une question sur votre couverture.',
  introNamed: (title, category) => `**${title}** (modèles de lettres, ${category}), remplie avec vos renseignements :`,
  introDefault: (title) =>
    `**${title}** : vous n’avez pas précisé de quelle lettre vous avez besoin, alors voici celle qui convient à l’étape où en est votre réclamation. Les modèles de lettres en comptent 19 autres; nommez celle que vous voulez (par exemple « lettre de remerciement » ou « demande de la page des conditions particulières »).`,
  categories: { Submission: 'Dépôt', 'Follow-Up': 'Suivi', Negotiation: 'Négociation', Closure: 'Fermeture', Policy: 'Police' },
  claimTypes: {
    'Car Theft': 'Vol de véhicule',
    'Collision (Accident)': 'Collision (accident)',
    'Injury After Accident': 'Blessures à la suite d’un accident',
    'Vandalism / Damage While Parked': 'Vandalisme / dommages pendant le stationnement',
    'House Fire': 'Incendie de la maison',
    'Basement Flood / Water Damage': 'Inondation du sous-sol / dégât d’eau',
    'Roof Damage / Storm': 'Dommages au toit / tempête',
    'Vandalism / Forced Entry': 'Vandalisme / entrée par effraction',
    'Broken Appliances / Home Systems': 'Bris d’électroménagers / de systèmes de la maison',
    'Personal Contents Stolen': 'Vol de biens personnels',
    'Storage Unit Theft': 'Vol dans un entrepôt libre-service',
    'Garage / Shed Damage': 'Dommages au garage / à la remise',
  },
  requestWords: new Set(
    'le la les l un une des du de d et ou à a au aux en pour par sur avec je j me m moi mon ma mes vous votre vos il elle lui leur qui que qu ce cette est pouvez pourriez peux écrire écrivez rédiger rédigez préparer lettre courriel modèle assureur assurance expert sinistre réclamation svp merci'.split(
      ' ',
    ),
  ),
};
