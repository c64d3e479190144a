import type { DisputeWords } from './dispute-words';

// As a US policyholder disputes a settlement in Spanish: "oferta de liquidación", "presupuesto",
// "depreciación recuperable" retenida, "tasación" for the appraisal clause; "usted" throughout.
const APPRAISAL_RESERVED =
  ' Si no llegamos a un acuerdo sobre el monto de la pérdida, me reservo el derecho de solicitar la tasación que prevé mi póliza.';

export const SPANISH_DISPUTE: DisputeWords = {
  offer: {
    intro: (offer, recordedOn, own) =>
      `**Disputa de la oferta de liquidación**: basada en la oferta de ${offer}${recordedOn ? ` registrada el ${recordedOn}` : ' que usted mencionó'}${own ? ` y en su cifra de ${own.figure}${own.gap ? ` (una diferencia de ${own.gap})` : ''}` : ''}.`,
    subject: 'Disputa de la oferta de liquidación - Reclamo [Claim Number]',
    body: ({ dated, estimate, reasons, appraisal }) => `
Recibí su oferta de [Offer Amount]${dated ? ', con fecha del [Offer Date],' : ''} por mi reclamo. No la acepto, porque no cubre el costo de devolver mi propiedad al estado en que estaba antes de la pérdida.

${estimate ? `Mi propio presupuesto para el mismo trabajo es de ${estimate.figure}${estimate.gap ? `, ${estimate.gap} más que su oferta` : ''}.` : 'Mi propio presupuesto para el mismo trabajo es de [Your Estimate Amount].'} Lo adjunto.${reasons}

Le pido que me envíe por escrito:
1. El presupuesto detallado en que se basa su oferta, con cantidades, precios unitarios y la depreciación y el deducible aplicados.
2. El nombre de la persona que lo preparó.
3. Para cada partida que redujo o excluyó, la disposición de la póliza en que se basa.

Le pido que revise su oferta: propongo liquidar el reclamo por [Counter-Offer Amount].${appraisal ? APPRAISAL_RESERVED : ''}`,
    enclosure: (estimate) => (estimate ? `su presupuesto de ${estimate}` : 'su presupuesto'),
    offerUnread: 'No pude encontrar el monto de la oferta en el diario de su reclamo ni en su mensaje.',
    offerNextStep:
      'Dígame el monto que le ofrecieron y la fecha (por ejemplo, «me ofrecieron», con la cifra y la fecha de su carta), o anótelo en el diario de su reclamo como «Oferta de liquidación recibida», y le redactaré la disputa con sus propias cifras junto a las de ellos.',
  },
  payment: {
    intro: (payment, recordedOn, own) =>
      `**Disputa del monto pagado**: basada en el pago de ${payment}${recordedOn ? ` registrado el ${recordedOn}` : ' que usted mencionó'}${own ? ` y en su cifra de ${own.figure}${own.gap ? ` (una diferencia de ${own.gap})` : ''}` : ''}.`,
    subject: 'Disputa del pago del reclamo - Reclamo [Claim Number]',
    body: ({ payment, paidOn, figure, heldBack, reasons, ask, appraisal }) => `
Recibí su pago de ${payment}${paidOn ? ` del ${paidOn}` : ''} por mi reclamo. No cubre el costo de devolver mi propiedad al estado en que estaba antes de la pérdida, y no lo acepto como el monto total adeudado.

Mi propio presupuesto para el mismo trabajo es de ${figure ? `${figure.figure}${figure.gap ? `, ${figure.gap} más de lo que ustedes pagaron` : ''}` : '[Your Estimate Amount]'}. Lo adjunto.${heldBack}${reasons}

Le pido que me envíe por escrito:
1. El presupuesto detallado en que se basa su pago, con cantidades, precios unitarios y la depreciación y el deducible aplicados.
2. Para cada partida que redujo o excluyó, la disposición de la póliza en que se basa.

${ask}${appraisal ? APPRAISAL_RESERVED : ''}`,
    gapIsHoldback: (holdback) =>
      `\n\nLa diferencia es la suma de ${holdback} que ustedes retuvieron como depreciación recuperable. Le pido que me confirme por escrito que se pagará en su totalidad una vez terminado el trabajo, y la fecha en que el trabajo debe estar terminado.`,
    alsoHeldBack: (holdback) =>
      `\n\nAdemás, ustedes retuvieron ${holdback} como depreciación recuperable. Le pido que me confirme por escrito cómo se calculó y que se pagará una vez terminado el trabajo.`,
    askFullCost: 'Le pido que me confirme por escrito el costo total de reemplazo del trabajo.',
    askDifference: (gap) => `Le pido que me pague la diferencia${gap ? ` de ${gap}` : ''}.`,
    holdbackNote: (holdback) =>
      `La diferencia entre su cifra y el pago es la suma de ${holdback} retenida: normalmente se paga una vez que las reparaciones están terminadas y facturadas (entonces pídame que «libere la retención»).`,
  },
  appraisalNote: (page) =>
    `Su póliza tiene una cláusula de tasación (página ${page}) para los desacuerdos sobre el monto: pídame que «solicite la tasación» si la negociación no cierra la diferencia.`,
};
