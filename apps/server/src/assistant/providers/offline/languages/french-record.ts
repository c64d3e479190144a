import type { RecordWords } from './record-words';

// The record as the web's French screens name it (Détails de la réclamation, journal de la
// réclamation); the holdback and living expenses as the French letters write them.

const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ni ${items.at(-1)}`);

export const FRENCH_RECORD: RecordWords = {
  noClaim:
    'Vous n’avez pas encore de réclamation dans Benji. Soumettez votre réclamation dans le tableau de bord, puis ajoutez votre assureur, votre numéro de réclamation et votre expert en sinistre dans **Détails de la réclamation** : je les garderai pour vous.',
  recordHeading: '**Votre dossier de réclamation**',
  labels: {
    insurer: 'Assureur',
    claimNumber: 'Numéro de réclamation',
    policyNumber: 'Numéro de police',
    adjuster: 'Expert en sinistre',
    loss: 'Sinistre',
    status: 'Statut',
  },
  notOnRecord: 'pas encore inscrit à votre dossier',
  addMissing:
    'Ajoutez ce qui manque dans **Détails de la réclamation**, sur cette page : chaque lettre que je rédige reprend ces renseignements.',
  ledgerHeading: '**Au registre des paiements de votre réclamation**',
  ledger: {
    paidSoFar: (money) => `Versé à ce jour : ${money}`,
    stillHeldBack: (money) => `Toujours retenu (dépréciation récupérable) : ${money}`,
    livingExpenses: (spent, reimbursed) => `Frais de subsistance supplémentaires : ${spent} dépensés, ${reimbursed} remboursés`,
    deductible: (money) => `Franchise : ${money}`,
    awaitingEndorsement: (money) => `Chèques en attente de l’endossement d’un cobénéficiaire : ${money}`,
  },
  toCome: {
    heldBack: (money) => `les ${money} retenus, une fois les travaux terminés et facturés`,
    livingExpenses: (money) => `les ${money} de frais de subsistance pas encore remboursés`,
  },
  stillToClaim: (parts) => `Il vous reste à réclamer ${parts.join('; et ')}.`,
  diaryHeading: '**Dans le journal de votre réclamation**',
  moneyHeading: '**Les sommes inscrites à votre dossier**',
  roles: {
    payment: 'Versé à vous',
    offer: 'Offert',
    holdback: 'Retenu (dépréciation récupérable)',
    deductible: 'Franchise',
  },
  none: { payment: 'aucun paiement', offer: 'aucune offre', holdback: 'aucun montant retenu', deductible: 'aucune franchise' },
  diaryRecordsNone: (nones, yet) => `Le journal de votre réclamation n’indique ${yet ? 'encore ' : ''}${list(nones)}.`,
  logMoney:
    'Si l’assureur a payé ou écrit quelque chose que le journal ne montre pas, inscrivez-le avec sa date et son montant : chaque lettre que je rédige s’en servira.',
  diaryDoesNotSay:
    '**Le journal de votre réclamation ne le dit pas.** Aucune inscription n’en parle; je ne peux donc pas vous dire quand c’est arrivé.',
  logWithDate:
    'Si vous avez le courriel, la lettre ou le reçu, inscrivez-le dans le journal avec sa date : les délais légaux de l’assureur se calculent à partir de ces dates.',
  fromDiary: '**Selon le journal de votre réclamation :**',
  whichOne: 'Dites-moi de laquelle il s’agit si ce n’est pas la première.',
};
