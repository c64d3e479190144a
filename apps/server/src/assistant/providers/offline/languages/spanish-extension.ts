import type { ExtensionWords } from './extension-words';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const SPANISH_EXTENSION: ExtensionWords = {
  introDeadline: (title, due, citation) => `**Solicitud de más tiempo** para ${lowerFirst(title)} (vence el ${due}, ${citation}).`,
  introNamed: (what) => `**Solicitud de más tiempo** para ${what}.`,
  introBare: '**Solicitud de más tiempo**.',
  subject: 'Solicitud de prórroga - Reclamo [Claim Number]',
  timeTo: (title) => `el plazo para ${lowerFirst(title)}`,
  topics: {
    proof_of_loss: 'la prueba de pérdida',
    holdback: 'terminar las reparaciones o el reemplazo para cobrar la retención',
    inventory: 'el inventario de pertenencias',
    euo: 'el examen bajo juramento',
    suit: 'el plazo para presentar una demanda',
  },
  owed: {
    proof_of_loss: 'la prueba de pérdida',
    offer_reply: 'mi respuesta a su oferta',
  },
  requestedDocument: (name) => `los documentos solicitados (${name})`,
  window: ({ page, period, fromLoss, toRepair, lastDay, held }) =>
    `Mi póliza (página ${page}) da ${period}${fromLoss ? ' después de la pérdida' : ''}${toRepair ? ' para reparar o reemplazar' : ' para hacerlo'}${lastDay ? `, es decir, hasta el ${lastDay}` : ''}${held ? `, para recuperar los ${held} retenidos` : ''}.`,
  body: ({ what, due, window, reasons, days, newDate }) => `
Le escribo sobre ${what}${due ? `, que vence el ${due}` : ''}.${window ? ` ${window}` : ''} Estoy trabajando en ello de buena fe, pero necesito más tiempo para completarlo debidamente. ${reasons ?? '[Reason You Need More Time]'}

Le pido una prórroga de ${days ? `${days} días` : '[Number of Days]'}, hasta el ${newDate ?? '[New Date]'}. Por favor, confírmeme la nueva fecha por escrito.

Si mientras tanto necesita algo de mi parte, por favor dígamelo por escrito.`,
  note: 'Pídalo antes de que pase la fecha, y no dé la prórroga por concedida hasta que la aseguradora la confirme por escrito.',
};
