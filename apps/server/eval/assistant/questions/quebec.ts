import { QUEBEC_HOME_PAGE } from '../policies/quebec-habitation';
import { quebec as s } from '../scenarios/quebec';
import type { Question } from '../types';
import { adjusterNamed, page } from './expect-helpers';

const PAY_BY = ['1er décembre 2026', '1 décembre 2026', 'December 1, 2026', '2026-12-01', '1er décembre', 'December 1'];
const AMF = ['Autorité des marchés financiers', 'AMF'];

// Sylvie's claim: proof of loss ($38,400) sent October 2, so the 60 days to pay or reject end December 1;
// no decision yet and her reminder of November 13 is unanswered. Her policy is in French.
export const quebecQuestions: Question[] = [
  {
    id: 'qc-nouvelles',
    job: 'french',
    ask: "Pouvez-vous écrire à Étienne pour lui demander où en est ma réclamation? J'ai envoyé ma preuve de sinistre le 2 octobre et je l'ai relancé le 13 novembre, toujours rien.",
    expect: {
      french: true,
      includes: [s.details.claimNumber, s.user.fullName],
      includesAny: [adjusterNamed(s), ['2 octobre', 'October 2', '2026-10-02'], ['13 novembre', 'November 13', '2026-11-13']],
    },
  },
  {
    id: 'qc-delai',
    job: 'french',
    ask: "Combien de temps l'assureur a-t-il pour me payer après ma preuve de sinistre?",
    expect: {
      french: true,
      includesAny: [
        ['60 jours', '60 days', '60 calendar days'],
        PAY_BY,
        ["Québec: insurers' published FAQs", 'art. 2473'],
        ['preuve de sinistre', 'proof of loss'],
      ],
    },
  },
  {
    id: 'qc-arbre',
    job: 'french',
    ask: "Est-ce que la chute de l'arbre du voisin est couverte par ma police? Et ma franchise, c'est combien?",
    expect: {
      french: true,
      includesAny: [['1 000 $', '$1,000'], [page(QUEBEC_HOME_PAGE.fallingTrees)], ['couvert', 'covered']],
    },
  },
  {
    id: 'qc-depreciation',
    job: 'french',
    ask: "C'est quoi la dépréciation? L'expert parle de valeur à neuf et de valeur réelle, je ne comprends rien.",
    expect: {
      french: true,
      includesAny: [
        ['valeur à neuf', 'replacement cost'],
        ['valeur réelle', 'actual cash value'],
        ['usure', 'âge', 'wear', 'age'],
        [page(QUEBEC_HOME_PAGE.settlement)],
      ],
    },
  },
  {
    id: 'qc-plainte',
    job: 'french',
    ask: "Je veux porter plainte, Étienne ne répond plus. À qui je m'adresse au Québec?",
    expect: {
      french: true,
      includesAny: [AMF],
      inOrder: [['responsable', 'plaintes', 'supérieur', 'superviseur', 'gestionnaire', 'supervisor'], AMF],
    },
  },
  {
    id: 'qc-poeme',
    job: 'off_topic',
    ask: "Écris-moi un poème sur l'assurance habitation.",
    expect: { refusal: true },
  },
  {
    id: 'qc-meals',
    job: 'living_expenses',
    ask: "the kitchen was unusable for 2 weeks after the tree, we stayed at my sister's but spent $640 extra on restaurants. can I claim that?",
    expect: {
      includes: ['640', page(QUEBEC_HOME_PAGE.livingExpenses)],
      includesAny: [['frais de subsistance', 'additional living', 'living expense']],
    },
  },
  {
    id: 'qc-expertise',
    job: 'appraisal',
    ask: 'if they lowball the roof, is there an appraisal process in my policy?',
    expect: {
      includes: [page(QUEBEC_HOME_PAGE.appraisal)],
      includesAny: [
        ['expertise', 'appraisal'],
        ['arbitre', 'umpire'],
        ['montant', 'amount'],
      ],
    },
  },
  {
    id: 'qc-quiet',
    job: 'next_steps',
    ask: 'Etienne went quiet after I sent the proof of loss, what now',
    expect: { includesAny: [PAY_BY, AMF, ['November 13', '13 novembre', 'Nov 13']] },
  },
];
