import type { StageGuideWords } from './stage-guide-words';

// How a claim goes, in Québec French: déclarer le sinistre, expert en sinistre, preuve de sinistre,
// valeur réelle, dépréciation retenue, clause d’expertise.

export const FRENCH_STAGE_GUIDES: StageGuideWords = {
  headings: {
    process: '**Comment se déroule une réclamation**',
    denial: '**Si une réclamation est refusée**',
    accident: '**Après un accident d’auto**',
    theft: '**Après un vol ou une entrée par effraction**',
  },
  steps: {
    process: [
      'Déclarez le sinistre à l’assureur le plus tôt possible (téléphone, application, site Web, ou votre agent ou courtier) : la police exige un avis rapide. Notez le numéro de réclamation et le nom de l’expert en sinistre.',
      'Protégez les biens contre d’autres dommages, photographiez tout avant le nettoyage et gardez les reçus.',
      'En cas de vol, de vandalisme ou d’accident avec un autre conducteur, faites un rapport à la police et gardez le numéro du rapport.',
      'L’expert en sinistre inspecte les dommages ou demande des photos, des estimations et la liste de ce qui a été endommagé; une preuve de sinistre sous serment peut être exigée, dans un délai fixé.',
      'L’assureur accepte ou refuse la réclamation par écrit, puis paie : souvent la valeur réelle d’abord, puis la dépréciation retenue une fois les réparations faites.',
      'Si vous n’êtes pas d’accord avec le montant, dites-le par écrit avec votre propre estimation; bien des polices prévoient une clause d’expertise pour ce cas.',
    ],
    denial: [
      'Obtenez le refus par écrit, avec le texte de la police sur lequel il s’appuie et les rapports sur lesquels il repose (d’un expert en sinistre ou d’un ingénieur).',
      'Comparez ce texte avec ce qui s’est passé : c’est à l’assureur de montrer qu’une exclusion s’applique, et une exception peut vous rendre la couverture.',
      'Répondez par écrit avec vos preuves (photos, avis d’un entrepreneur ou d’un ingénieur, reçus) et demandez que la décision soit réexaminée; gardez-en une copie et la date d’envoi.',
      'Un expert en sinistre public ou un avocat peut examiner le refus; bien des avocats offrent une première consultation gratuite.',
    ],
    accident: [
      'Assurez-vous que tout le monde est en sécurité et faites soigner les blessés; appelez la police si quelqu’un est blessé, si un conducteur quitte les lieux ou si les dommages ne sont pas mineurs.',
      'Échangez noms, permis de conduire, plaques et renseignements d’assurance avec l’autre conducteur, et notez le nom et le numéro des témoins.',
      'Photographiez les véhicules, les lieux et les documents de l’autre conducteur. N’admettez pas votre faute et ne promettez pas de payer sur place.',
      'Déclarez l’accident à votre assureur sans tarder et notez le numéro de réclamation; si l’autre conducteur l’a causé, vous pouvez aussi réclamer à son assureur.',
      'Gardez les reçus de remorquage, de location et de soins, et faites faire une estimation des réparations par un atelier de votre choix.',
    ],
    theft: [
      'Faites un rapport à la police tout de suite et gardez le numéro du rapport : les assureurs le demandent.',
      'Déclarez le vol à votre assureur sans tarder et notez le numéro de réclamation.',
      'Dressez la liste de tout ce qui a été pris, avec la marque, le modèle, l’âge et le prix, et rassemblez les reçus, photos, boîtes ou relevés de carte qui montrent que ces biens vous appartenaient.',
      'Sécurisez la maison ou le véhicule (nouvelle serrure, fenêtre placardée) et gardez ces reçus : ils font partie de la réclamation.',
      'Vérifiez les limites de votre police pour les bijoux, les montres, l’argent comptant et les appareils électroniques, et faites annuler les cartes et les pièces d’identité volées.',
    ],
  },
  ownClaim: ({ type, claimNumber, insurer, submittedOn }) =>
    `Votre réclamation (${type}${claimNumber ? `, ${claimNumber}` : ''}) auprès de ${insurer ?? 'votre assureur'} est ouverte${submittedOn ? ` : vous l’avez soumise le ${submittedOn}` : ''}.`,
  yourNextDeadline: (title, date) => `Ce que vous devez faire ensuite : ${title}, au plus tard le **${date}**.`,
  insurerLimits: (insurer) => `Les délais que la loi accorde à ${insurer ?? 'votre assureur'} pour votre réclamation :`,
  denialRoute: (route) =>
    route
      ? `Si l’assureur maintient sa décision, portez plainte à l’organisme de réglementation, ${route.regulator} (${route.website})${route.disputeService ? `, puis au service de règlement des différends, ${route.disputeService}` : ''}.`
      : 'Si l’assureur maintient sa décision, portez plainte à l’organisme de réglementation des assurances de votre province ou de votre État.',
  denialOnRecord: (date, summary) =>
    `Votre journal indique le refus du ${date} : ${summary}. Demandez-moi de « contester le refus » et je rédigerai la lettre à partir de votre dossier.`,
  denialTold:
    'Votre journal n’indique pas encore de refus. Si vous en avez reçu un, inscrivez-le avec sa date, puis demandez-moi de « contester le refus » : je rédigerai la lettre à partir de votre dossier.',
  noDenialOnRecord:
    'Le journal de votre réclamation n’indique aucun refus. Si vous en avez reçu un, inscrivez-le avec sa date et je rédigerai la contestation à partir de celui-ci.',
  suitDeadline: (title, date) => `${title} : **${date}**.`,
  accidentReport: (number) =>
    `Le rapport de police ${number} est au dossier de votre réclamation : envoyez-en le numéro à l’expert en sinistre, par écrit.`,
  theftReport: (number) => `Le rapport de police ${number} est au dossier de votre réclamation.`,
};
