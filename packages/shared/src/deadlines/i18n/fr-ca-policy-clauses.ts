import type { PolicyClauseWords } from './rule-words-type';

// A deadline read from the user's own policy, in Québec French; the clause itself is quoted as written.
export const FRENCH_POLICY_CLAUSES: PolicyClauseWords = {
  kinds: {
    'policy-suit-clause': {
      title: 'Dernier jour pour poursuivre l’assureur selon votre police',
      named: 'clause sur les poursuites',
      advice:
        'Une clause de police, pas une loi : la loi de l’endroit où vous habitez peut vous accorder plus de temps ou suspendre le délai pendant que la réclamation est ouverte, mais n’y comptez pas. ' +
        'Consultez un avocat bien avant cette date.',
    },
    'policy-holdback-clause': {
      title: 'Dernier jour pour réclamer la dépréciation retenue, selon votre police',
      named: 'délai pour réclamer la dépréciation retenue',
      advice:
        'Une clause de police, pas une loi : terminez les réparations ou le remplacement et envoyez les factures payées avant cette date. ' +
        'Si les travaux prennent plus de temps, demandez par écrit un délai à votre expert en sinistre avant que la date passe.',
    },
  },
  citation: (named, page) => `Votre police, ${named}, page ${page} (libellé de police, pas une loi)`,
  readFrom: (page, wording) => `Lu à la page ${page} de la police que vous avez téléversée : « ${wording} »`,
  says: (wording, page) => `Votre police dit : « ${wording} » (page ${page}).`,
  lossDate: 'la date du sinistre',
};
