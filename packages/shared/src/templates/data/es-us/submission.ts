import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { carta, NEW_CLAIM_REFERENCE, toAdjuster } from './frame';

export const SUBMISSION = {
  'initial-claim-submission': {
    title: 'Carta de presentación inicial del reclamo',
    preview: 'Notifique una pérdida, abra un reclamo y pida por escrito el nombre del ajustador, los formularios y los plazos.',
    subject: 'Aviso de pérdida y reclamo - Póliza [Policy Number] - Pérdida del [Date of Loss]',
    body: carta({
      attention: 'Departamento de Reclamos',
      greeting: 'Estimado equipo de Reclamos:',
      reference: NEW_CLAIM_REFERENCE,
      text: `
Les escribo para notificar una pérdida y abrir un reclamo bajo la póliza indicada arriba.

Detalles de la pérdida:
- Tipo de pérdida: [Type of Loss]
- Fecha de la pérdida: [Date of Loss]
- Lugar: [Loss Location]
- Qué sucedió: [Description of Loss]

Adjunto los siguientes documentos en apoyo de este reclamo:
[List of Documents]

Les pido que:
1. Me confirmen por escrito que recibieron este aviso y me den el número de reclamo.
2. Me indiquen el nombre y los datos de contacto directo del ajustador asignado al reclamo.
3. Me envíen los formularios que requieran, incluido el formulario de prueba de pérdida (Proof of Loss), y me indiquen el plazo para devolver cada uno.
4. Me avisen si desean inspeccionar los daños, para que podamos acordar una fecha y hora.

Prefiero comunicarme por correo electrónico, a [Your Email], para que ambas partes tengamos un registro por escrito. También pueden comunicarse conmigo al [Your Phone].

Gracias por su pronta atención a este reclamo.`,
    }),
  },
  'request-for-reconsideration': {
    title: 'Solicitud de reconsideración / apelación de una denegación',
    preview: 'Pida a la aseguradora que revise una denegación, con sus razones, nuevas pruebas y el texto de la póliza en que se basó.',
    subject: 'Solicitud de reconsideración de la denegación - Reclamo [Claim Number]',
    body: toAdjuster(`
Recibí su carta del [Denial Letter Date] en la que se deniega mi reclamo. La razón indicada fue: [Denial Reason]

Respetuosamente no estoy de acuerdo con esta decisión y le pido que la reconsidere por las siguientes razones:
[Reasons for Disagreement]

Adjunto los siguientes documentos en apoyo de mi solicitud:
[List of Documents]

Para ayudarme a entender su decisión, le pido además que:
1. Me indique en qué disposición de la póliza se basa la denegación, citando su texto e indicando la sección y la página.
2. Me envíe copias de los informes, presupuestos o declaraciones en que se basó la decisión, o me explique por qué no puede hacerlo.
3. Me diga si tienen un proceso interno de revisión o apelación, y cómo puedo usarlo.

Le pido que me envíe su respuesta por escrito a más tardar el [Response Deadline]. Si necesita algo más para completar su revisión, indíqueme qué es y se lo enviaré a la brevedad.

Gracias por su cuidadosa revisión.`),
  },
  'additional-documentation-submission': {
    title: 'Aviso de envío de documentación adicional',
    preview: 'Envíe más documentos, como una prueba de pérdida o presupuestos, y pida confirmación por escrito de que los recibieron.',
    subject: 'Documentos adicionales para el reclamo [Claim Number]',
    body: toAdjuster(`
Adjunto los siguientes documentos adicionales en apoyo de mi reclamo:
[List of Documents]

Le pido que los agregue a mi expediente y me confirme por escrito que los recibió. Si cambian su evaluación del reclamo o del monto a pagar, le agradeceré que me explique de qué manera.

Si necesita algo más para completar su revisión, envíeme de una sola vez una lista completa de lo que falta, para que pueda entregarle todo junto.

Gracias por su ayuda.`),
  },
  'correction-to-submitted-claim': {
    title: 'Corrección de un reclamo presentado',
    preview: 'Corrija por escrito un dato que le dio a la aseguradora, para que el expediente de su reclamo sea exacto.',
    subject: 'Corrección de información del reclamo [Claim Number]',
    body: toAdjuster(`
Le escribo para corregir información que le proporcioné anteriormente sobre este reclamo.

Información proporcionada anteriormente:
[Incorrect Information]

Información correcta:
[Corrected Information]

Si corresponde, adjunto los documentos que respaldan la corrección:
[List of Documents]

Le pido que actualice mi expediente y me confirme la corrección por escrito. Si esto afecta la manera en que se tramita mi reclamo, le agradeceré que me lo informe.

Gracias por su ayuda.`),
  },
  'coverage-clarification-request': {
    title: 'Solicitud de aclaración de cobertura',
    preview: 'Pregunte cómo se aplica su póliza a su pérdida y en qué disposiciones, límites y deducibles se basa la aseguradora.',
    subject: 'Solicitud de aclaración de cobertura - Reclamo [Claim Number]',
    body: toAdjuster(`
Quisiera entender cómo se aplica mi póliza a este reclamo. Le pido que responda por escrito la siguiente pregunta:
[Coverage Question]

En su respuesta, le pido que:
1. Me indique qué disposiciones de la póliza se aplican, citando su texto e indicando la sección y la página, incluidas las exclusiones, los límites o los deducibles.
2. Me diga si algún endoso de mi póliza afecta la respuesta.
3. Me avise si necesita más información de mi parte para responder por completo.

Le agradecería recibir su respuesta a más tardar el [Response Deadline]. Una respuesta por escrito me ayudará a tomar decisiones informadas sobre las reparaciones y los próximos pasos.

Gracias por su ayuda.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
