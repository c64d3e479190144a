import type { DutyWords } from './duty-words';

// The insurer's time limits as a policyholder in Québec would cite them in a letter. The source
// is the law's own name in French where it has one; a US regulation keeps its title.
/** "de" before a name, contracted as French does: "du Code", "de l’article", "de la condition". */
const of = (name: string) =>
  name.startsWith('le ') ? `du ${name.slice(3)}` : name.startsWith('les ') ? `des ${name.slice(4)}` : `de ${name}`;

export const FRENCH_DUTIES: DutyWords = {
  period: (period) => {
    if (period.unit === 'months') {
      const { months } = period;
      if (months % 12 === 0) return months === 12 ? '1 an' : `${months / 12} ans`;
      return `${months} mois`;
    }
    const unit = period.unit === 'business' ? 'ouvrable' : 'civil';
    return period.days === 1 ? `1 jour ${unit}` : `${period.days} jours ${unit}s`;
  },
  stated: ({ source, duty, period, trigger }) => `En vertu ${of(source)}, un assureur doit ${duty} dans les ${period} suivant ${trigger}.`,
  understood: ({ source, duty, period, trigger }) =>
    `Si je comprends bien ${source}, un assureur dispose de ${period} suivant ${trigger} pour ${duty}.`,
  overdue: (date) => `Pour ma réclamation, ce délai a pris fin le ${date}, et je n’ai aucune trace que cela ait été fait.`,
  open: (date) => `Pour ma réclamation, cela signifie au plus tard le ${date}.`,
  rules: {
    'ca-qc-pay-or-reject': {
      source: 'l’article 2473 du Code civil du Québec',
      duty: 'payer ou refuser une réclamation',
      trigger: 'la réception de la déclaration de sinistre ou des derniers renseignements qu’il a demandés',
    },
    'ca-on-pay-after-proof': {
      source: 'la condition légale 12 de la Loi sur les assurances de l’Ontario (art. 148)',
      duty: 'payer un sinistre',
      trigger: 'la réception d’une preuve de sinistre complète',
    },
    'us-ca-acknowledge': {
      source: 'le California Code of Regulations, titre 10, §2695.5(e)',
      duty: 'accuser réception d’une réclamation, fournir les formulaires et les instructions, et commencer l’enquête',
      trigger: 'l’avis de la réclamation',
    },
    'us-ca-reply': {
      source: 'le California Code of Regulations, titre 10, §2695.5(b)',
      duty: 'répondre à une communication de l’assuré',
      trigger: 'la réception de cette communication',
    },
    'us-ca-accept-or-deny': {
      source: 'le California Code of Regulations, titre 10, §2695.7(b)',
      duty: 'accepter ou refuser une réclamation',
      trigger: 'la réception de la preuve de réclamation',
    },
    'us-ca-pay': {
      source: 'le California Code of Regulations, titre 10, §2695.7(h)',
      duty: 'payer une réclamation acceptée',
      trigger: 'l’acceptation de la réclamation',
    },
    'us-tx-542-055': {
      source: 'le Texas Insurance Code, §542.055',
      duty: 'accuser réception d’une réclamation, commencer l’enquête et demander les documents nécessaires',
      trigger: 'la réception de l’avis de la réclamation',
    },
    'us-tx-542-056': {
      source: 'le Texas Insurance Code, §542.056',
      duty: 'accepter ou refuser une réclamation par écrit',
      trigger: 'la réception de tous les documents demandés',
    },
    'us-tx-542-057': {
      source: 'le Texas Insurance Code, §542.057',
      duty: 'payer une réclamation qu’il a dit vouloir payer',
      trigger: 'l’acceptation de la réclamation',
    },
    'us-tx-542-058': {
      source: 'le Texas Insurance Code, §542.058(a)',
      duty: 'payer une réclamation dont il est responsable',
      trigger: 'la réception de tous les documents, déclarations et formulaires demandés',
    },
    'us-ny-216-5': {
      source: 'le règlement 11 NYCRR 216.5(a)(1) de l’État de New York (Regulation 64)',
      duty: 'commencer l’enquête et envoyer les formulaires de réclamation',
      trigger: 'la réception de l’avis de la réclamation',
    },
    'us-ny-216-6c': {
      source: 'le règlement 11 NYCRR 216.6(c)(1) de l’État de New York (Regulation 64)',
      duty: 'accepter ou refuser une réclamation',
      trigger: 'la réception de la preuve de sinistre et de tous les documents demandés',
    },
    'us-ny-pay-settlement': {
      source: 'le règlement 11 NYCRR 216.6(f) de l’État de New York (Regulation 64)',
      duty: 'payer une réclamation réglée',
      trigger: 'le règlement de la réclamation',
    },
  },
};
