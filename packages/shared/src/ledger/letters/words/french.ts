import { toAdjuster } from '../../../templates/data/fr-ca/frame';
import type { LedgerLetterWords } from './ledger-letter-words';

// Québec usage, as the French letter templates write it: réclamation, sinistre, expert en sinistre,
// valeur au jour du sinistre for actual cash value, dépréciation récupérable for the holdback.
const PER = { day: 'par jour', night: 'par nuit', week: 'par semaine', month: 'par mois' } as const;
const UNIT = { day: ['jour', 'jours'], week: ['semaine', 'semaines'], month: ['mois', 'mois'] } as const;

export const FRENCH_LEDGER_LETTERS: LedgerLetterWords = {
  language: 'fr-CA',
  toAdjuster,
  line: ({ amount, date, payee, note }) => `${amount}${payee ? ` à ${payee}` : ''} le ${date}${note ? ` (${note})` : ''}`,
  dated: (amount, date) => `${amount} le ${date}`,
  inAll: (total, dated) => `${total} au total : ${dated.slice(0, -1).join(', ')} et ${dated.at(-1)}`,
  totalPaid: 'Total payé',
  totalIncurred: 'Total engagé',
  settlement: ({ acvPaid, heldBack, released }) => {
    const paid = `Vous m’avez versé ${acvPaid} selon la valeur au jour du sinistre.`;
    const holding = `Vous avez retenu ${heldBack} de dépréciation récupérable jusqu’à la fin des réparations ou du remplacement.`;
    return released
      ? `${paid} ${holding} Vous avez depuis versé ${released.amounts}; il reste donc ${released.still} de retenu.`
      : `${paid} ${holding}`;
  },
  release: {
    subject: 'Versement de la dépréciation récupérable - Réclamation [Claim Number]',
    invoicesPlaceholder: '[Invoices Paid: Contractor, Date, Amount]',
    body: (settlement, paid, still) => `
${settlement}

Les réparations ou le remplacement sont maintenant terminés : les travaux ont pris fin le [Date Work Was Completed]. Je les ai payés comme suit :
${paid}

Vous trouverez ci-joint les factures et les reçus acquittés, ainsi que des photos des travaux terminés.

Je vous prie de verser la dépréciation récupérable de ${still} et de me confirmer par écrit le montant et la date du paiement.`,
  },
  livingExpenses: {
    subject: 'Frais de subsistance supplémentaires - Réclamation [Claim Number]',
    limitTerms: ({ sum_cents, rate, period }, money) => {
      const terms = [
        rate ? `${money(rate.cents)} ${PER[rate.per]}` : null,
        period ? `pendant au plus ${period.count} ${UNIT[period.unit][period.count === 1 ? 0 : 1]}` : null,
        sum_cents === null ? null : `jusqu’à ${money(sum_cents)} au total`,
      ].filter((term) => term !== null);
      return terms.length > 0 ? terms.join(', ') : null;
    },
    noReimbursement: (outstanding) =>
      `Selon mes dossiers, aucun de ces frais ne m’a été remboursé jusqu’ici; ${outstanding} reste donc à payer.`,
    reimbursed: (amounts, outstanding) =>
      `Vous m’avez remboursé ${amounts} jusqu’ici${outstanding ? `; il reste donc ${outstanding} à payer` : ''}.`,
    askLimit: (page, terms) => `Que ma police (page ${page}) prévoit ${terms} pour cette garantie, et le montant qui en reste`,
    askLimitUnknown: 'La limite et la durée de cette garantie selon ma police, et le montant qui en reste',
    expensesPlaceholder: '[Each Expense: What, Dates, Amount]',
    body: (incurred, paid, reimburse, askLimit) => `
En raison du sinistre, ma maison est inhabitable et mon ménage a dû payer plus que d’habitude pour se loger ailleurs. Au titre de la garantie des frais de subsistance supplémentaires (privation de jouissance) de ma police, j’ai engagé les frais suivants :
${incurred}${paid ? `\n\n${paid}` : ''}

Les reçus sont joints. Je vous prie de rembourser ${reimburse ? `les ${reimburse} qui restent à payer` : 'ces frais'} et de me confirmer par écrit :
1. ${askLimit}.
2. Si vous paierez les frais à venir à l’avance ou sur présentation des reçus, et à quelle fréquence.
3. À qui je dois envoyer les prochains reçus.`,
  },
  depreciationExplanation: {
    subject: 'Demande d’explication détaillée de la dépréciation - Réclamation [Claim Number]',
    body: (settlement) => `
${settlement}

Je vous prie de m’envoyer une explication détaillée de la dépréciation appliquée, en indiquant pour chaque article ou ligne de votre estimation :
1. Le coût de remplacement avant dépréciation.
2. L’âge, la durée de vie utile prévue et l’état retenus.
3. Le taux et le montant de la dépréciation, et s’il s’agit de dépréciation récupérable ou non.
4. Si vous avez déprécié la main-d’œuvre en plus des matériaux, et pourquoi.
5. Les listes de prix, tables de dépréciation ou logiciels utilisés, et le texte de la police qui permet cette déduction.

Veuillez aussi me confirmer ce que je dois vous fournir pour récupérer la dépréciation récupérable, et dans quel délai.

Je vous remercie de me répondre au plus tard le [Response Deadline].`,
  },
  contentsWaiver: {
    subject: 'Demande de dispense de l’inventaire détaillé des biens (perte totale) - Réclamation [Claim Number]',
    body: `
Ma maison située au [Loss Location] a été une perte totale le [Date of Loss] ([Type of Loss]). Son contenu a été détruit avec elle; je ne peux donc pas vous fournir un inventaire complet, article par article, avec l’âge, le prix et une preuve d’achat.

Je vous demande de me dispenser de l’inventaire détaillé de mes biens personnels (contenu) et de verser la limite de la garantie des biens de ma police, soit [Contents Coverage Limit].

Si vous refusez de m’en dispenser entièrement, veuillez m’indiquer par écrit :
1. Si vous verserez dès maintenant une partie de la limite des biens, sans inventaire, et quel montant.
2. Quel inventaire simplifié vous accepterez (par exemple, une liste pièce par pièce sans prix ni reçus), et de quel délai je dispose pour l’envoyer.
3. La disposition de la police ou la loi sur laquelle vous vous appuyez pour exiger un inventaire complet.

Je vous remercie de me répondre au plus tard le [Response Deadline].`,
  },
};
