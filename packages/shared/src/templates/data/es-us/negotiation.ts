import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { toAdjuster } from './frame';

export const NEGOTIATION = {
  'initial-offer-rejection': {
    title: 'Rechazo de la oferta inicial',
    preview: 'Rechace una oferta de liquidación insuficiente, explique por qué y pregunte cómo se calculó.',
    subject: 'Respuesta a la oferta de liquidación - Reclamo [Claim Number]',
    body: toAdjuster(`
Gracias por su oferta de liquidación de [Offer Amount], con fecha del [Offer Date]. La he revisado con cuidado y no puedo aceptarla, porque no cubre el costo total de mi pérdida.

Mis razones son las siguientes:
[Reasons for Disagreement]

Los documentos adjuntos respaldan los montos que reclamo:
[List of Documents]

Le pido que me envíe:
1. Un desglose detallado de cómo se calculó la oferta, incluida la depreciación, el deducible y los límites aplicados.
2. Copias de los presupuestos o informes en que se basa la oferta.
3. Para cada partida que redujo o excluyó, la disposición de la póliza en que se basa, con su sección y página.

Deseo seguir trabajando con usted para llegar a una liquidación justa, y le pido que vuelva a revisar la oferta a la luz de la información anterior.

Gracias por su consideración.`),
  },
  'counter-offer-submission': {
    title: 'Presentación de una contraoferta',
    preview: 'Proponga su propio monto de liquidación, muestre cómo llegó a él y pida a la aseguradora que responda partida por partida.',
    subject: 'Contraoferta - Reclamo [Claim Number]',
    body: toAdjuster(`
Gracias por su oferta de [Offer Amount], con fecha del [Offer Date]. La he comparado con mi documentación y propongo liquidar el reclamo por [Counter-Offer Amount].

Este monto se basa en lo siguiente:
[Basis for Counter-Offer]

Adjunto los documentos de respaldo:
[List of Documents]

Le pido que revise esta contraoferta y me responda por escrito a más tardar el [Response Deadline]. Si no está de acuerdo con alguna parte, indíqueme qué partidas objeta y por qué, para que podamos concentrarnos en ellas.

Gracias por su consideración.`),
  },
  'negotiation-summary': {
    title: 'Resumen de la negociación',
    preview: 'Resuma por escrito una conversación sobre la liquidación: lo acordado, lo que sigue pendiente y los próximos pasos.',
    subject: 'Resumen de nuestra conversación sobre la liquidación - Reclamo [Claim Number]',
    body: toAdjuster(`
Gracias por conversar conmigo sobre mi reclamo el [Date of Conversation]. Para que quede un registro exacto, este es mi resumen de cómo están las cosas.

Puntos en los que estuvimos de acuerdo:
[Agreed Points]

Puntos pendientes:
[Open Points]

Próximos pasos:
[Next Steps]

Le pido que me confirme por escrito, a más tardar el [Response Deadline], que este resumen es correcto, o que me indique en qué lo ve de otra manera. No acepto ninguna liquidación final hasta que todos los términos se confirmen por escrito.

Gracias por su tiempo.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
