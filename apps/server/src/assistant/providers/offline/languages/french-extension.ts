import type { ExtensionWords } from './extension-words';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** "de" before a noun phrase, contracted as French does: "du délai", "des documents", "de la preuve". */
const of = (what: string) =>
  what.startsWith('le ') ? `du ${what.slice(3)}` : what.startsWith('les ') ? `des ${what.slice(4)}` : `de ${what}`;

export const FRENCH_EXTENSION: ExtensionWords = {
  introDeadline: (title, due, citation) =>
    `**Demande de délai supplémentaire** pour ${lowerFirst(title)} (échéance le ${due}, ${citation}).`,
  introNamed: (what) => `**Demande de délai supplémentaire** au sujet ${of(what)}.`,
  introBare: '**Demande de délai supplémentaire**.',
  subject: 'Demande de prolongation de délai - Réclamation [Claim Number]',
  timeTo: (title) => `le délai pour ${lowerFirst(title)}`,
  topics: {
    proof_of_loss: 'la preuve de sinistre',
    holdback: 'la fin des réparations ou du remplacement, afin de réclamer la retenue',
    inventory: 'l’inventaire des biens',
    euo: 'l’interrogatoire sous serment',
    suit: 'le délai pour intenter une poursuite',
  },
  owed: {
    proof_of_loss: 'la preuve de sinistre',
    offer_reply: 'ma réponse à votre offre',
  },
  requestedDocument: (name) => `les documents demandés (${name})`,
  window: ({ page, period, fromLoss, toRepair, lastDay, held }) =>
    `Ma police (page ${page}) accorde ${period}${fromLoss ? ' après le sinistre' : ''}${toRepair ? ' pour réparer ou remplacer' : ' pour le faire'}${lastDay ? `, soit jusqu’au ${lastDay}` : ''}${held ? `, afin de récupérer la somme de ${held} retenue` : ''}.`,
  body: ({ what, due, window, reasons, days, newDate }) => `
Je vous écris au sujet ${of(what)}${due ? `, dont l’échéance est le ${due}` : ''}.${window ? ` ${window}` : ''} J’y travaille de bonne foi, mais j’ai besoin de plus de temps pour m’en acquitter correctement. ${reasons ?? '[Reason You Need More Time]'}

Je vous demande une prolongation de ${days ? `${days} jours` : '[Number of Days]'}, soit jusqu’au ${newDate ?? '[New Date]'}. Je vous prie de me confirmer la nouvelle date par écrit.

Si vous avez besoin de quoi que ce soit de ma part d’ici là, veuillez me le faire savoir par écrit.`,
  note: 'Faites la demande avant que la date ne soit passée, et ne considérez pas la prolongation comme accordée tant que l’assureur ne l’a pas confirmée par écrit.',
};
