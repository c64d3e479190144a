import type { ClaimStatusWords } from './claim-status-words';

// The statuses and screens as the web names them in French (Active, Payée, Détails de la réclamation).

export const FRENCH_CLAIM_STATUS: ClaimStatusWords = {
  statuses: { Active: 'active', Draft: 'brouillon', Paid: 'payée', Rejected: 'refusée' },
  countries: { 'United States': 'États-Unis', Canada: 'Canada' },
  heading: (type, insurer, status, claimNumber) =>
    `**${type} — ${insurer ?? 'assureur non indiqué'}** (statut : ${status}${claimNumber ? `, numéro de réclamation ${claimNumber}` : ''})`,
  lossLine: (lossDate, place, submittedOn) => `Sinistre du ${lossDate} (${place}); réclamation soumise le ${submittedOn}.`,
  datesHeading: '**Les dates qui s’appliquent**',
  deadlineLine: (insurer, title, state, date, citation) =>
    `${insurer ? 'Assureur' : 'Vous'} : ${title} — ${state === 'overdue' ? '**en retard** depuis le' : state === 'last_day' ? 'dernier jour le' : 'échéance le'} ${date} (${citation})`,
  noDatedDeadline:
    'Aucun délai daté ne s’applique encore : la plupart partent d’un événement. Inscrivez les événements dans le journal de votre réclamation (par exemple, le jour où vous avez déclaré la réclamation) et je calculerai les délais qui en découlent.',
  dueNextHeading: '**Ce qui est à faire ensuite**',
  youOwe: (what, since) => `Envoyez à l’assureur : ${what} (demandé le ${since}).`,
  yourDeadline: (title, date) => `${title} au plus tard le ${date}.`,
  insurerLate: (title) => `L’assureur a dépassé son délai pour ${title} : demandez-moi une « lettre de rappel » et je la remplirai.`,
  insurerOwes: (what, since) => `En attente de l’assureur : ${what} (depuis le ${since}).`,
  yourItems: {
    proof_of_loss: 'votre preuve de sinistre (la déclaration sous serment de votre réclamation)',
    offer_reply: 'votre réponse à l’offre de l’assureur',
    document: (requested) => `les documents demandés, ${requested}`,
  },
  paid: (payment, paidOn) => [
    `La réclamation est payée${payment ? ` (${payment}${paidOn ? ` le ${paidOn}` : ''})` : ''} et fermée. Si des dommages causés par le même sinistre apparaissent plus tard, ou si une réparation se révèle mal faite, elle peut être rouverte : écrivez à l’expert en sinistre pour demander la réouverture de la réclamation pour un supplément, avec des photos ainsi que les constatations et l’estimation de l’atelier ou de l’entrepreneur.`,
    'Un défaut de la réparation elle-même revient d’abord à l’atelier ou à l’entrepreneur, sous sa garantie d’exécution : rapportez-lui le véhicule ou les travaux par écrit, et gardez sa réponse pour l’expert en sinistre.',
  ],
  denied:
    'La réclamation a été refusée. Demandez la décision par écrit avec les dispositions de la police sur lesquelles elle repose (demandez-moi « le refus par écrit »), puis demandez à l’assureur de la réexaminer (« contester le refus »).',
  nothingOwed: [
    'Envoyez une preuve de sinistre même si l’assureur ne l’a pas demandée (demandez-moi de « rédiger ma preuve de sinistre »).',
    'Si vous n’avez pas de nouvelles dans les 7 jours ouvrables suivant votre dernier message, relancez par écrit (demandez-moi « un courriel pour demander des nouvelles »).',
  ],
  missing: {
    details: 'les détails de votre réclamation (assureur, expert en sinistre, numéro de réclamation) et le PDF de votre police',
    policy_number: 'le numéro de police',
    police_report: 'le numéro du rapport de police (s’il y en a un)',
    policy_pdf: 'le PDF de votre police',
  },
  missingNote: (list) => `Pour compléter votre dossier, ajoutez ${list} dans **Détails de la réclamation**, sur cette page.`,
  noClaims: [
    'Vous n’avez pas encore soumis de réclamation dans Benji; je n’ai donc aucune date sur laquelle m’appuyer.',
    'Soumettez les renseignements de votre réclamation (type de réclamation, ce qui s’est passé, date et lieu) et je vous dirai quels délais s’appliquent là où vous habitez et ce qui est à faire ensuite.',
  ],
  oneClaim: '**Votre réclamation**',
  claims: (count, shown) =>
    `**Vos ${count} réclamations**, de la plus récente à la plus ancienne${count > shown ? ` (les ${shown} plus récentes)` : ''} :`,
  closing: (disclaimer) =>
    `${disclaimer} Les dates sont calculées à partir de la date de votre sinistre et des événements du journal de votre réclamation; votre police peut prévoir d’autres délais.`,
};
