import type { AppraisalWords } from './appraisal-words';

// US Spanish for the appraisal clause: "tasación", each side's "tasador", the "árbitro" (umpire).
export const SPANISH_APPRAISAL: AppraisalWords = {
  noOffer: [
    'La tasación sirve para resolver un desacuerdo sobre el **monto** de la pérdida, y no veo ninguna oferta de la aseguradora en el diario de su reclamo ni en su mensaje, así que todavía no hay un monto sobre el cual estar en desacuerdo.',
    'Cuando le hagan una oferta que le parezca demasiado baja, anótela en el diario de su reclamo («Oferta de liquidación recibida») o dígame el monto, y podré redactarle primero una disputa y, si no funciona, la solicitud de tasación. La tasación no decide si algo está cubierto.',
  ],
  whatPolicySays: 'Lo que dice su póliza:',
  noClause: (adjuster) => [
    `Revisé su póliza y no encontré ninguna cláusula de tasación, así que no voy a redactar una solicitud basada en una. Pregúntele por escrito a ${adjuster ?? 'su ajustador'} si su póliza tiene una disposición de tasación y en qué página.`,
    'Mientras tanto, puede disputar la oferta con su propio presupuesto: pídame que «dispute la oferta».',
  ],
  intro: (offer, estimate) =>
    `**Solicitud de tasación**: por la diferencia entre la oferta de ${offer}${estimate ? ` y su presupuesto de ${estimate.figure} (${estimate.gap})` : ''}.`,
  subject: 'Solicitud de tasación - Reclamo [Claim Number]',
  answerWithin: (appointment) =>
    appointment
      ? `Le pido que nombre a su tasador por escrito dentro de los ${appointment.period} siguientes a la recepción de esta solicitud, como lo exige mi póliza (página ${appointment.page}).`
      : 'Le pido que nombre a su tasador por escrito dentro del plazo que establece la póliza.',
  body: ({ estimate, clausePage, impartial, answerWithin }) => `
No estamos de acuerdo sobre el monto de la pérdida: ustedes ofrecieron [Offer Amount]${estimate ? `, y mi presupuesto es de ${estimate}` : ''}. Conforme a la disposición de tasación de mi póliza${clausePage ? ` (página ${clausePage})` : ' ([Policy Section and Page])'}, solicito formalmente la tasación del monto de la pérdida.

Mi tasador es [Your Appraiser's Name and Contact Details]${impartial ? ', un tasador competente e imparcial' : ''}. ${answerWithin}

Esta solicitud se refiere únicamente al monto de la pérdida; me reservo todos mis demás derechos según la póliza.`,
  costNote:
    'Normalmente cada parte paga a su propio tasador y comparte el costo del árbitro: compare ese gasto con la diferencia antes de enviar esta solicitud.',
};
