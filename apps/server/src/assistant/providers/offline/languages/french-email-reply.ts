import type { EmailReplyWords } from './email-reply-words';

// As a policyholder in Québec answers an adjuster: « courriel », « expert en sinistre », « quittance »,
// « preuve de sinistre », « franchise », « dépréciation ». The blanks the user fills are described in
// French: they are no template store's placeholders, only notes to the reader.
export const FRENCH_EMAIL_REPLY: EmailReplyWords = {
  noEmail: [
    'Pour répondre à votre expert en sinistre, j’ai besoin de son message : **collez ici le courriel ou la lettre** (avec sa date si vous l’avez), et je rédigerai une réponse à chacun de ses points avec les renseignements de votre réclamation.',
    'Si vous voulez plutôt lui écrire en premier — pour demander des nouvelles, envoyer des documents ou poser une question —, dites-le-moi, par exemple : « rédige une demande de nouvelles à l’intention de mon expert ».',
  ],
  intro: (adjusterName) =>
    `**Voici un projet de réponse à ${adjusterName ?? 'votre expert en sinistre'}**, qui répond à chaque point de son courriel. Vérifiez chaque fait avant de l’envoyer.`,
  subjectLine: (claimNumber, policyNumber) => `Objet : Re : Réclamation ${claimNumber}${policyNumber ? ` - Police ${policyNumber}` : ''}`,
  to: (email) => `À : ${email}`,
  greeting: (adjusterName) => `Bonjour ${adjusterName},`,
  thanks: (claimNumber, insurer) =>
    `Je vous remercie de votre courriel au sujet de ma réclamation${claimNumber ? ` ${claimNumber}` : ''}${insurer ? ` auprès de ${insurer}` : ''}.`,
  release: {
    declines: (offer) =>
      `Je ne signerai pas la quittance. Je n’accepte pas ${offer ? `l’offre de ${offer}` : 'votre offre'} comme règlement complet et final de ma réclamation.`,
    undecided:
      'Avant de signer une quittance, je vous prie de m’indiquer par écrit ce qu’elle couvre exactement. Je ne signerai pas de quittance complète et finale tant que le montant de ma réclamation est encore en discussion.',
  },
  requested: (items) =>
    `Vous m’avez demandé ce qui suit. Je suis en train de le rassembler et je vous l’enverrai d’ici le [date où vous pourrez l’envoyer] :\n${items}`,
  proofOfLoss:
    'Je remplirai la preuve de sinistre. Veuillez me confirmer le formulaire que je dois utiliser et la date à laquelle vous en avez besoin.',
  inspection: (proposed) =>
    proposed
      ? `Merci de proposer ${proposed} pour l’inspection. Je serai disponible le [date et heure qui vous conviennent]. Veuillez me confirmer le nom de la personne qui se présentera, et m’envoyer une copie de tout rapport ou de toute estimation préparés à la suite de cette visite.`
      : 'Je suis disponible pour l’inspection aux moments suivants : [dates et heures qui vous conviennent]. Veuillez me confirmer la date, l’heure et le nom de la personne qui se présentera, et m’envoyer une copie de tout rapport ou de toute estimation préparés à la suite de cette visite.',
  statement: (proposed) =>
    `${proposed ? `J’ai pris note de la date que vous proposez (${proposed}). ` : ''}Avant de faire une déclaration, je vous prie de m’indiquer par écrit quelle disposition de ma police l’exige, sur quoi elle portera et si je recevrai une copie de l’enregistrement ou de sa transcription.`,
  offer: {
    declined: (offer, figure) =>
      `Je n’accepte pas votre offre de ${offer}.${figure ? ` Ma propre estimation des travaux s’élève à ${figure}.` : ''} Veuillez m’envoyer l’estimation détaillée sur laquelle repose votre offre, y compris la dépréciation et la franchise appliquées, ainsi que les dispositions de la police sur lesquelles vous vous êtes appuyé pour tout ce que vous avez réduit ou exclu.`,
    open: (offer) =>
      `Je vous remercie de l’offre de ${offer}. Avant de vous répondre, je vous prie de m’envoyer l’estimation détaillée sur laquelle elle repose, y compris la dépréciation et la franchise appliquées, afin que je puisse la comparer à mes propres estimations.`,
  },
  denial:
    'Veuillez m’envoyer votre décision par écrit, avec les dispositions précises de la police (section et page) sur lesquelles elle s’appuie et les faits sur lesquels elle repose, ainsi qu’une copie complète et certifiée de ma police.',
  moreTime: 'Veuillez m’indiquer ce qu’il reste à faire de votre côté et la date à laquelle je peux m’attendre à une décision.',
  deadline: (limit) => `Je prends note du délai indiqué dans votre courriel (${limit}) et j’y donnerai suite dans ce délai.`,
  within: (days, businessDays) => `dans les ${days} jours${businessDays ? ' ouvrables' : ''}`,
  by: (date) => `d’ici le ${date}`,
  onDates: (dates) => dates.map((date) => `le ${date}`).join(' ou '),
  closing:
    'Veuillez me confirmer la réception de ce courriel. Si vous avez besoin d’autre chose de ma part, je vous prie de m’envoyer par écrit, en une seule fois, la liste de tout ce qui manque, afin que je puisse tout régler ensemble.',
  signature: (name, phone, email) => `Merci,\n${name}\nTéléphone : ${phone}\nCourriel : ${email}`,
  everythingFilled: '**Tout est rempli à partir de votre dossier.** Relisez le courriel une fois avant de l’envoyer.',
  sendIt: 'Gardez-en une copie, et envoyez-le par courriel pour en avoir une trace datée.',
  missing: {
    adjusterName: 'le nom de l’expert en sinistre',
    adjusterEmail: 'le courriel de l’expert en sinistre',
    claimNumber: 'le numéro de réclamation',
  },
  tip: (missing) => `Enregistrez ${missing} dans les détails de la réclamation, sur cette page, et je les inscrirai pour vous.`,
};
