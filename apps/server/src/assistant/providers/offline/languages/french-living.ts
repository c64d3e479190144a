import type { LivingWords } from './living-words';

// Québec's words for the coverage, as the French ledger letter writes them: « frais de subsistance
// supplémentaires » (privation de jouissance); for a vehicle, « frais de transport ».
const PER = { day: 'par jour', night: 'par nuit', week: 'par semaine', month: 'par mois' } as const;
const UNIT = { day: ['jour', 'jours'], week: ['semaine', 'semaines'], month: ['mois', 'mois'] } as const;

export const FRENCH_LIVING: LivingWords = {
  rate: (money, per) => `${money} ${PER[per]}`,
  limit: ({ sum, rate, period }, page) =>
    `${[sum, rate, period ? `pendant ${period.count} ${UNIT[period.unit][period.count === 1 ? 0 : 1]}` : null].filter(Boolean).join(', ')} (page ${page})`,
  intro: (auto, expenses, total, rates) =>
    `**Demande de ${auto ? 'remboursement des frais de transport' : 'frais de subsistance supplémentaires'}**${expenses.length > 0 ? ` : ${expenses.join(' + ')}${total ? ` = ${total}` : ''}` : ''}${rates ? `${expenses.length > 0 ? ', et' : ' :'} ${rates} à l’avenir` : ''}.`,
  subject: (auto) => `${auto ? 'Frais de transport' : 'Frais de subsistance supplémentaires'} - Réclamation [Claim Number]`,
  goingForward: (rates) =>
    `\nÀ l’avenir, mon ménage paie ${rates} pour se loger ailleurs jusqu’à ce que le logement soit de nouveau habitable, ce qui est prévu pour le [Date You Expect to Move Back]. Je vous prie de me confirmer par écrit que vous paierez ces frais pendant toute la durée des réparations, et de quelle façon.\n`,
  body: ({ auto, lines, total, clausePage, reimburse, goingForward, limit }) =>
    auto
      ? `
Mon véhicule ne peut pas être utilisé en raison du sinistre, et j’ai dû payer d’autres moyens de transport. Au titre de la garantie des frais de transport ou de privation de jouissance de ma police, je vous prie de me rembourser les frais suivants :
${lines}
${total ? `Total : ${total}\n` : ''}
Les reçus sont joints. Je vous prie de me confirmer par écrit le montant par jour que prévoit ma police, pendant combien de temps, et quand vous paierez.`
      : `
En raison du sinistre, mon logement est inhabitable, et mon ménage paie plus que d’habitude pour se loger ailleurs. Au titre de la garantie des frais de subsistance supplémentaires (privation de jouissance) de ma police${clausePage ? ` (page ${clausePage})` : ''}, je vous prie de ${
          reimburse
            ? `me rembourser les frais suivants :
${lines}
${total ? `Total : ${total}\n` : ''}
Les reçus sont joints.`
            : 'payer ces frais.'
        }${goingForward} Je vous prie aussi de me confirmer par écrit :
1. ${limit ? `Que la limite de cette garantie selon ma police est de ${limit}, et le montant qui en reste` : 'La limite et la durée de cette garantie selon ma police'}.
2. Si vous paierez les frais à venir à l’avance ou sur présentation des reçus, et à quelle fréquence.
3. À qui je dois envoyer les prochains reçus.`,
  receiptsNote: (auto) =>
    `Gardez tous vos reçus. ${auto ? 'Les frais de location, de taxi et de transport en commun' : 'L’hôtel ou le loyer, les repas au-delà de votre épicerie habituelle, le kilométrage supplémentaire, la buanderie et la pension des animaux'} comptent habituellement; vos frais habituels (votre loyer ou votre hypothèque ordinaires) ne comptent pas.`,
  tellEachExpense:
    'Dites-moi chaque dépense avec son montant (l’hôtel ou le loyer, les repas supplémentaires, le kilométrage), et je les détaillerai et en ferai le total.',
  whatPolicySays: 'Ce que dit votre police :',
};
