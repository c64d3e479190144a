import type { StatusWords } from './status-words';

export const SPANISH_STATUS: StatusWords = {
  introUnanswered: (title, date, silence) => `**${title}**: su mensaje del ${date} sigue sin respuesta. ${silence}`,
  introCheckIn: (title, adjuster, silence) => `**${title}**, para pedirle a ${adjuster ?? 'su ajustador'} una actualización. ${silence}`,
  silenceSince: (days, date, summary) => `La aseguradora se comunicó con usted por última vez hace ${days} días (el ${date}: ${summary}).`,
  silenceNone: 'El diario de su reclamo todavía no registra ninguna respuesta de la aseguradora.',
  sent: (items, date) => (date ? `El ${date} le envié ${items}.` : `Le he enviado ${items}.`),
  sentSummary: (items) => `Le envié ${items}.`,
  confirmReceipt: 'Le pido que me confirme su recepción.',
  policeReport: (number) => `Para su expediente, el número del informe policial es ${number}.`,
  items: {
    proof_of_loss: 'mi prueba de pérdida',
    estimate: 'el presupuesto de reparación',
    photos: 'las fotos de los daños',
    receipts: 'los recibos',
    invoice: 'la factura',
    inventory: 'el inventario de los bienes dañados',
    police_report: 'el informe policial',
    documents: 'los documentos solicitados',
  },
  owed: {
    acknowledgement: 'un acuse de recibo del reclamo',
    decision: 'una decisión de aceptar o negar el reclamo',
    reply: 'una respuesta a su mensaje',
    payment: 'el pago pendiente',
    document: 'documentos que usted pidió',
    proof_of_loss: 'la prueba de pérdida',
    offer_reply: 'una respuesta a la oferta',
  },
  owedSince: (what, date) => `${what} (desde el ${date})`,
  owedNote: (list) =>
    `Según su diario, la aseguradora todavía le debe: ${list}. Menciónelos en el correo si quiere que le respondan todo junto.`,
};
