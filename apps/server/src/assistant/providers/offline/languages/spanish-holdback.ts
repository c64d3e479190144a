import type { HoldbackWords } from './holdback-words';

// US Spanish for the holdback: "depreciación recuperable" retenida, paid on the "valor real en
// efectivo" until the work is done.
export const SPANISH_HOLDBACK: HoldbackWords = {
  intro: (holdback) =>
    `**Solicitud de pago de la depreciación recuperable**${holdback ? ` de ${holdback.amount}${holdback.on ? ` (retenida el ${holdback.on})` : ''}` : ''}.`,
  subject: 'Pago de la depreciación recuperable - Reclamo [Claim Number]',
  body: ({ payment, cost, window }) => `
${payment ? `Ustedes me pagaron ${payment.amount} con base en el valor real en efectivo${payment.on ? ` el ${payment.on}` : ''}, y retuvieron` : 'Ustedes retuvieron'} [Amount Held Back] de depreciación recuperable hasta que se terminaran las reparaciones o el reemplazo.

El trabajo ya está terminado: se terminó el [Date Work Was Completed], con un costo de ${cost ?? '[Final Cost]'}. Adjunto las facturas o recibos finales y fotos del trabajo terminado.${window ? `\n\nMi póliza (página ${window.page}) me permite reclamar este monto ${window.lastDay ? `hasta el ${window.lastDay}` : 'dentro del plazo que establece'}, y lo estoy reclamando dentro de ese plazo.` : ''}

Le pido que paguen la depreciación recuperable de [Amount Held Back] y me confirmen por escrito el monto y la fecha en que la pagarán.`,
  windowNote: (page, wording, last) =>
    `**El plazo de su póliza (página ${page}):** “${wording}”${last ? ` Para su pérdida del ${last.loss}, el último día es el **${last.day}**: termine el trabajo, reemplace los artículos y envíe los recibos antes de esa fecha.` : ''}`,
  noWindowNote:
    'Muchas pólizas fijan un plazo para terminar las reparaciones y recuperar la depreciación (a menudo 180 días o un año): revise la condición de liquidación de pérdidas de su póliza, y pregúnteme «qué dice mi póliza sobre el costo de reemplazo».',
};
