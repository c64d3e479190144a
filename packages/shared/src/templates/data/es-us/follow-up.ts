import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { carta, toAdjuster } from './frame';

export const FOLLOW_UP = {
  'status-check-in': {
    title: 'Consulta sobre el estado del reclamo',
    preview: 'Pregunte en qué estado está su reclamo, si falta algo de su parte y cuáles son los próximos pasos.',
    subject: 'Solicitud de actualización - Reclamo [Claim Number]',
    body: toAdjuster(`
Le escribo para dar seguimiento a mi reclamo. Mi último contacto con su oficina fue el [Date of Last Contact] y todavía no he recibido ninguna actualización.

Le pido que me informe por escrito:
1. En qué estado se encuentra mi reclamo.
2. Si necesita algo más de mi parte. De ser así, le agradeceré que me envíe de una sola vez la lista de todo lo pendiente.
3. Cuáles son los próximos pasos y cuándo puedo esperar cada uno.

Gracias por su ayuda. Quedo atento/a a su respuesta.`),
  },
  'reminder-awaiting-response': {
    title: 'Recordatorio: respuesta pendiente',
    preview: 'Un recordatorio cortés pero firme cuando una carta o un correo anterior no ha recibido respuesta.',
    subject: 'Segunda solicitud: respuesta pendiente - Reclamo [Claim Number]',
    body: toAdjuster(`
Le escribí el [Date of Last Contact] sobre lo siguiente:
[Request Summary]

Todavía no he recibido respuesta. Adjunto una copia de mi mensaje anterior como referencia.

Le pido que me responda a más tardar el [Response Deadline]. Si para esa fecha no puede darme una respuesta completa, le ruego que me diga antes de ese día cuándo puedo esperarla y qué está causando la demora.

Si mi reclamo fue reasignado, le pido que me indique el nombre y los datos de contacto directo de la persona que lo tiene a cargo ahora.

Gracias por su atención a este asunto.`),
  },
  'request-for-timeline': {
    title: 'Solicitud de cronograma',
    preview: 'Pida por escrito un cronograma de los pasos pendientes, las fechas previstas de decisión y pago, y sus propios plazos.',
    subject: 'Solicitud de cronograma del reclamo - Reclamo [Claim Number]',
    body: toAdjuster(`
Para poder planificar las reparaciones y los gastos relacionados, le pido un cronograma por escrito de la tramitación de mi reclamo.

Le pido que me indique:
1. Qué pasos faltan antes de una decisión sobre mi reclamo, como una inspección, la revisión de un presupuesto o un informe externo.
2. La fecha prevista de cada uno de esos pasos.
3. Cuándo puedo esperar una decisión sobre la cobertura y, si se acepta el reclamo, el pago.
4. Los plazos que me corresponde cumplir, incluidos los de la prueba de pérdida u otros documentos.

Si hay algo de mi parte que esté demorando el reclamo, le ruego que me lo diga ahora para poder resolverlo.

Gracias por su ayuda.`),
  },
  'escalation-to-supervisor': {
    title: 'Escalamiento a un supervisor',
    preview: 'Pida a un supervisor de reclamos que revise el manejo de su reclamo cuando el contacto directo con el ajustador no lo ha resuelto.',
    subject: 'Solicitud de revisión por un supervisor - Reclamo [Claim Number]',
    body: carta({
      attention: 'Supervisor/a de Reclamos',
      greeting: 'Estimado/a supervisor/a de Reclamos:',
      text: `
Le pido que un supervisor revise el manejo de mi reclamo. El ajustador asignado es [Adjuster Name].

Mi inquietud es la siguiente:
[Summary of Concern]

He intentado resolver esto directamente con el ajustador:
[Contact History]

Como el asunto sigue sin resolverse, le pido que:
1. Revise el expediente de mi reclamo y la inquietud descrita arriba.
2. Me envíe una respuesta por escrito a más tardar el [Response Deadline] en la que explique el estado de mi reclamo y los próximos pasos.
3. Me indique el nombre y los datos de contacto directo de la persona responsable de mi reclamo de aquí en adelante.

Si esto no puede resolverse a su nivel, le ruego que me explique cómo usar el proceso de quejas de su compañía.

Gracias por su pronta atención.`,
    }),
  },
  'thank-you-acknowledgement': {
    title: 'Agradecimiento / confirmación',
    preview: 'Agradezca al ajustador después de una llamada o visita y deje por escrito lo conversado, para que ambas partes tengan el mismo registro.',
    subject: 'Agradecimiento y resumen de nuestra conversación - Reclamo [Claim Number]',
    body: toAdjuster(`
Gracias por conversar conmigo el [Date of Conversation]. Agradezco su tiempo y su ayuda con mi reclamo.

Para que ambos tengamos el mismo entendimiento, este es mi resumen de lo que hablamos:
[Summary of Discussion]

Si algo de este resumen es incorrecto o está incompleto, le pido que me lo indique por escrito lo antes posible, para que nuestros registros coincidan.

Gracias nuevamente.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
