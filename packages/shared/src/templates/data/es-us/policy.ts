import type { TemplateId } from '../../ids';
import type { TemplateText } from '../../translate';
import { carta, toAdjuster } from './frame';

// Policy documents usually come from the underwriting or customer service side, not the adjuster.
const POLICY_REFERENCE = ['Número de póliza: [Policy Number]', 'Número de reclamo: [Claim Number]'] as const;
const toPolicyServices = (text: string) =>
  carta({ attention: 'Servicios de Pólizas', greeting: 'Estimado equipo de Servicios de Pólizas:', reference: POLICY_REFERENCE, text });

export const POLICY = {
  'request-full-policy-document': {
    title: 'Solicitud de la póliza completa',
    preview: 'Pida una copia completa de su póliza tal como estaba vigente en la fecha de la pérdida, con todos los endosos.',
    subject: 'Solicitud de copia completa de la póliza [Policy Number]',
    body: toPolicyServices(`
Les pido que me envíen una copia completa de mi póliza de seguro tal como estaba vigente el [Date of Loss], incluidos:
- La página de declaraciones
- El texto completo de la póliza
- Todos los endosos, cláusulas adicionales y modificaciones
- Cualquier otro formulario o anexo que forme parte de la póliza

Por favor, envíenla por correo electrónico a [Your Email] o por correo postal a [Your Address]. Si se requiere algún formulario o cargo, les ruego que me lo informen.

Gracias por su ayuda.`),
  },
  'request-declaration-page': {
    title: 'Solicitud de la página de declaraciones',
    preview: 'Pida la página de declaraciones, que muestra sus coberturas, límites, deducibles y el período de la póliza.',
    subject: 'Solicitud de la página de declaraciones - Póliza [Policy Number]',
    body: toPolicyServices(`
Les pido que me envíen una copia de la página de declaraciones de mi póliza tal como estaba vigente el [Date of Loss]. La necesito para confirmar mis coberturas, límites, deducibles y el período de la póliza.

Si la página de declaraciones cambió durante la vigencia de la póliza, les ruego que me envíen cada versión, con las fechas en que estuvo vigente cada una.

Por favor, envíenla por correo electrónico a [Your Email] o por correo postal a [Your Address].

Gracias por su ayuda.`),
  },
  'request-explanation-of-denial-code': {
    title: 'Solicitud de explicación de un código de denegación',
    preview: 'Pregunte qué significa un código de una carta de denegación o de un estado de pago, a qué se aplica y qué puede hacer al respecto.',
    subject: 'Solicitud de explicación del código [Denial Code] - Reclamo [Claim Number]',
    body: toAdjuster(`
Su comunicación del [Denial Letter Date] sobre mi reclamo menciona el código [Denial Code]. No entiendo qué significa este código ni cómo se aplica a mi reclamo.

Le pido que me explique por escrito:
1. Qué significa el código [Denial Code].
2. A qué partidas o montos de mi reclamo se aplica.
3. En qué disposición de la póliza se basa, citando su texto e indicando la sección y la página.
4. Qué puedo presentar o hacer para que se revise la decisión.

Gracias por su ayuda.`),
  },
  'third-party-authorization': {
    title: 'Autorización a un tercero',
    preview: 'Autorice a un familiar, contratista o representante a hablar de su reclamo con la aseguradora.',
    subject: 'Autorización para hablar del reclamo [Claim Number] con [Third Party Name]',
    body: toAdjuster(`
Autorizo a [Insurance Company] a hablar de mi reclamo con la siguiente persona y a compartir información sobre él con ella:

Nombre: [Third Party Name]
Relación conmigo: [Third Party Relationship]
Teléfono: [Third Party Phone]
Correo electrónico: [Third Party Email]

[Third Party Name] puede recibir información sobre mi reclamo y comunicarse con usted al respecto en mi nombre. Esta autorización permanece vigente hasta el [Authorization End Date] o hasta que yo la revoque por escrito, lo que ocurra primero. Le pido que me siga enviando copia de toda la correspondencia sobre mi reclamo.

Si necesita su propio formulario de autorización o un original firmado, envíemelo y lo completaré a la brevedad.

Gracias por su ayuda.`),
  },
} as const satisfies Partial<Record<TemplateId, TemplateText>>;
