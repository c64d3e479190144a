import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { toAdjuster } from './frame';

export const CLOSURE = {
  'confirmation-of-payout': {
    title: 'Confirmación de pago',
    preview: 'Confirme un pago que recibió y pregunte qué cubre y si habrá más pagos.',
    subject: 'Pago recibido - Reclamo [Claim Number]',
    body: toAdjuster(`
Confirmo que recibí un pago de [Payment Amount] el [Payment Date] correspondiente al reclamo indicado arriba.

Le pido que me indique por escrito:
1. Qué cubre este pago, con un desglose detallado por cobertura (por ejemplo, vivienda, bienes personales, gastos adicionales de manutención o daños al vehículo).
2. Si se esperan más pagos, como la depreciación recuperable (el monto retenido) una vez terminadas las reparaciones, y cómo solicitarlos.
3. Si alguna parte de mi reclamo sigue abierta.

Esta carta solo confirma que recibí el pago. No significa que acepte ese pago como liquidación total de mi reclamo.

Gracias por su ayuda con mi reclamo.`),
  },
  'dispute-final-denial': {
    title: 'Impugnación de la denegación definitiva',
    preview: 'Impugne una denegación definitiva, pida el texto de la póliza y el expediente del reclamo en que se basa, y qué opciones de revisión le quedan.',
    subject: 'Impugnación de la denegación definitiva - Reclamo [Claim Number]',
    body: toAdjuster(`
Recibí su carta del [Denial Letter Date] en la que se indica que la denegación de mi reclamo es definitiva. No estoy de acuerdo con esta decisión por las siguientes razones:
[Reasons for Disagreement]

Adjunto los documentos de respaldo:
[List of Documents]

Le pido que:
1. Me indique en qué disposiciones de la póliza se basa la denegación definitiva, citando su texto e indicando la sección y la página.
2. Me envíe una copia del expediente de mi reclamo, incluidos los informes, presupuestos y declaraciones en que se basó la decisión, o me explique por qué no puede hacerlo.
3. Me indique por escrito qué opciones de revisión o impugnación siguen a mi disposición, como un proceso interno de quejas, una tasación (appraisal) si mi póliza la prevé, o un servicio externo de quejas o de defensoría (ombudsman), y los plazos que se apliquen a cada una.

Le pido que me responda a más tardar el [Response Deadline]. No acepto esta decisión como el cierre del asunto y evaluaré mis opciones cuando reciba su respuesta.

Gracias por su atención.`),
  },
  'request-for-claim-closure-letter': {
    title: 'Solicitud de carta de cierre del reclamo',
    preview: 'Pida una carta de cierre por escrito con los montos pagados y lo que quede por pagar, para sus registros.',
    subject: 'Solicitud de carta de cierre - Reclamo [Claim Number]',
    body: toAdjuster(`
Entiendo que mi reclamo ya se resolvió. Para mis registros, le pido que me envíe una carta de cierre por escrito que indique:
1. La fecha en que se cerró el reclamo.
2. El monto total pagado por el reclamo, desglosado por cobertura.
3. Si queda algún monto por pagar, como la depreciación recuperable (el monto retenido), y cómo solicitarlo.
4. Si el reclamo puede reabrirse, y cómo, en caso de encontrarse más daños relacionados con esta pérdida, y el plazo que se aplique.

Le pido que me envíe la carta por correo electrónico a [Your Email] o por correo postal a [Your Address].

Gracias por su ayuda durante todo este reclamo.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
