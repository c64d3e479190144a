import type { NextStepsWords } from './next-steps-words';

// As a Québec help desk says it: expert en sinistre, journal de votre réclamation, expertise. The
// commands in « » are ones Benji reads back as the job they name.

const FOLLOW_UP = '« un courriel de relance »';
const SUPERVISOR = '« faire appel à un superviseur »';
const DIARY =
  'Notez chaque appel, courriel et lettre dans le journal de votre réclamation, avec sa date : les délais légaux de l’assureur partent de ces événements.';

const days = (count: number) => (count === 1 ? '1 jour' : `${count} jours`);

export const FRENCH_NEXT_STEPS: NextStepsWords = {
  contactHeading: '**Vos échanges jusqu’ici**',
  lastFromInsurer: (date, summary, count) => `Dernière nouvelle de l’assureur : le ${date} — ${summary} (il y a ${days(count)}).`,
  nothingFromInsurer: 'Votre journal n’indique encore rien de la part de l’assureur.',
  lastToInsurer: (date, summary) => `Votre dernier message à l’assureur : le ${date} — ${summary}.`,
  regulatorAdvice: (regulator, website, service) =>
    `Si le superviseur ne fait rien, portez plainte à l’organisme de réglementation, ${regulator} (${website})${service ? `, puis au service de règlement des différends, ${service}` : ''}; demandez-moi « à qui porter plainte » pour savoir quoi envoyer.`,
  remind: `Votre dernier message est toujours sans réponse : si rien ne vient dans les 7 à 10 jours ouvrables, envoyez un rappel par écrit (demandez-moi ${FOLLOW_UP}).`,
  missedLimits: (limits) =>
    limits.length === 1
      ? `L’assureur a dépassé un délai fixé par la loi (${limits[0]}).`
      : `L’assureur a dépassé des délais fixés par la loi (${limits.join('; ')}).`,
  missedLimit: (title, date) => `${title}, échéance le ${date}`,
  silentDays: (count) => `L’assureur ne vous a pas écrit depuis ${days(count)}.`,
  escalateNow: `Envoyez dès maintenant un rappel écrit (demandez-moi ${FOLLOW_UP}) et, si rien ne vient dans la semaine, adressez-vous à un superviseur des réclamations (${SUPERVISOR}).`,
  waitHeading: (duration) => {
    if (!duration) return '**En attente de l’assureur**';
    const { unit, count } = duration;
    const length = unit === 'months' ? `environ ${count} mois` : unit === 'weeks' ? `environ ${count} semaines` : days(count);
    return `**Après ${length} d’attente**`;
  },
  askInWriting: (adjuster) =>
    `Demandez par écrit à ${adjuster ?? 'votre expert en sinistre'} où en est la réclamation, ce qu’il lui faut encore de votre part et quand la décision sera prise (${FOLLOW_UP}). Une demande écrite laisse une trace, et dans bien des provinces et des États, l’assureur doit y répondre dans un délai fixé.`,
  dutiesOnClaim: (insurer, duties) =>
    `Les délais que la loi accorde à ${insurer ?? 'l’assureur'} pour votre réclamation : ${duties.join('; ')}.`,
  noDutiesKnown:
    'La loi fixe des délais à l’assureur pour accuser réception, décider et payer : demandez-moi « quels délais s’appliquent » pour les vôtres.',
  afterWrittenRequest: (long) =>
    long
      ? `Si rien ne vient dans la semaine suivant votre demande écrite, adressez-vous à un superviseur des réclamations (${SUPERVISOR}).`
      : 'Si rien ne vient dans les 7 à 10 jours ouvrables suivant votre demande écrite, envoyez un rappel; après un mois, adressez-vous à un superviseur.',
  logEverything: 'Notez chaque appel et chaque courriel dans le journal de votre réclamation, avec sa date, même ceux restés sans réponse.',
  dueLine: (title, date, overdue) => `${title} — échéance le ${date}${overdue ? ' (en retard)' : ''}`,
  moneyHeading: '**L’argent encore en jeu**',
  offerBelow: (offer, gap, figure, page) =>
    `Son offre de ${offer} est inférieure de ${gap} à votre chiffre de ${figure}. Contestez-la par écrit avec votre estimation (« contester l’offre »)${page !== null ? `; si cela échoue, la clause d’expertise de votre police (page ${page}) permet de faire fixer le montant par des experts (« demander l’expertise »)` : ''}.`,
  holdback: (amount) =>
    `${amount} de dépréciation récupérable (la retenue) reste à venir : une fois les réparations ou les remplacements faits, envoyez les factures et demandez-la (« récupérer la dépréciation retenue »), dans le délai que votre police prévoit.`,
  ownLimitsHeading: '**Les délais de votre police à venir**',
  ownLimit: (topic, lastDay, period, page, statutory) =>
    `${topic === 'proof_of_loss' ? 'Envoyez votre preuve de sinistre sous serment' : 'Terminez les réparations ou le remplacement pour toucher la retenue'} au plus tard le **${lastDay}** : votre police accorde ${period} après le sinistre (page ${page}${statutory ? ', une condition légale' : ''}).`,
  firstWeeksHeading: '**Dans les premières semaines de votre réclamation**',
  autoSteps: {
    report: (number) =>
      `Le rapport de police ${number} est au dossier : envoyez-en une copie ou le numéro à l’expert en sinistre, par écrit.`,
    noReport: 'Obtenez le numéro du rapport de police, ajoutez-le dans Détails de la réclamation, puis envoyez-le à l’expert en sinistre.',
    photos:
      'Photographiez les dommages, les lieux ainsi que le permis de conduire, la plaque et la preuve d’assurance de l’autre conducteur, si ce n’est pas déjà fait.',
    estimate:
      'Faites faire une estimation des réparations par un atelier de votre choix; l’assureur peut aussi envoyer son propre évaluateur.',
    rental:
      'Si votre véhicule ne peut pas rouler, demandez si votre police paie une voiture de location et combien par jour, et gardez tous les reçus.',
    otherDriverAtFault:
      'L’autre conducteur semble responsable : vous pouvez réclamer directement à son assureur, ou laisser votre assureur vous payer et se faire rembourser par lui (subrogation); c’est ainsi que votre franchise peut vous revenir.',
    diary: DIARY,
  },
  propertySteps: [
    'Empêchez que les dommages s’aggravent (bâches, pompage de l’eau, fenêtres placardées) et gardez tous les reçus : les frais raisonnables font partie de la réclamation.',
    'Photographiez et filmez les dommages avant de retirer quoi que ce soit, et gardez les biens endommagés jusqu’à ce que l’expert en sinistre les ait vus.',
    'Dressez la liste des biens endommagés avec leur âge, leur coût et les reçus ou les photos qui montrent qu’ils vous appartenaient.',
    'Faites faire une estimation des réparations par un entrepreneur de votre choix.',
    'Si vous ne pouvez pas habiter chez vous, gardez les reçus d’hôtel, de repas et de kilométrage : ce sont des frais de subsistance supplémentaires (« réclamer mes frais de subsistance »).',
    DIARY,
  ],
};
