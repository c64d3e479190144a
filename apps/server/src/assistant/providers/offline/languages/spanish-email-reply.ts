import type { EmailReplyWords } from './email-reply-words';

// As a policyholder in the US answers an adjuster in Spanish, "usted" throughout: « reclamo »,
// « ajustador », « finiquito », « prueba de pérdida », « deducible », « estimado ». The blanks the
// user fills are described in Spanish: they are no template store's placeholders, only notes to the reader.
export const SPANISH_EMAIL_REPLY: EmailReplyWords = {
  noEmail: [
    'Para contestarle a su ajustador necesito su mensaje: **pegue aquí el correo o la carta** (con la fecha, si la tiene) y le prepararé una respuesta a cada uno de sus puntos con los datos de su reclamo.',
    'Si prefiere escribirle primero — para pedir noticias, enviar documentos o hacer una pregunta —, dígamelo, por ejemplo: «escríbale un correo a mi ajustador para preguntarle cómo va mi reclamo».',
  ],
  intro: (adjusterName) =>
    `**Aquí tiene un borrador de respuesta para ${adjusterName ?? 'su ajustador'}**, que contesta cada punto de su correo. Revise cada dato antes de enviarlo.`,
  subjectLine: (claimNumber, policyNumber) => `Asunto: Re: Reclamo ${claimNumber}${policyNumber ? ` - Póliza ${policyNumber}` : ''}`,
  to: (email) => `Para: ${email}`,
  greeting: (adjusterName) => `Estimado/a ${adjusterName}:`,
  thanks: (claimNumber, insurer) =>
    `Gracias por su mensaje sobre mi reclamo${claimNumber ? ` ${claimNumber}` : ''}${insurer ? ` con ${insurer}` : ''}.`,
  release: {
    declines: (offer) =>
      `No firmaré el finiquito. No acepto ${offer ? `la oferta de ${offer}` : 'su oferta'} como liquidación total y final de mi reclamo.`,
    undecided:
      'Antes de firmar cualquier finiquito, le pido que me indique por escrito qué cubre exactamente. No firmaré un finiquito total y final mientras el monto de mi reclamo siga en discusión.',
  },
  requested: (items) =>
    `Usted me pidió lo siguiente. Lo estoy reuniendo y se lo enviaré a más tardar el [fecha en que podrá enviarlo]:\n${items}`,
  proofOfLoss: 'Completaré la prueba de pérdida. Por favor confírmeme qué formulario debo usar y la fecha en que la necesita.',
  inspection: (proposed) =>
    proposed
      ? `Gracias por proponer ${proposed} para la inspección. Puedo estar presente el [fecha y hora que le convengan]. Por favor confírmeme el nombre de la persona que vendrá y envíeme una copia de cualquier informe o estimado que se prepare a partir de la visita.`
      : 'Estoy disponible para la inspección en estos horarios: [días y horas que le convengan]. Por favor confírmeme la fecha, la hora y el nombre de la persona que vendrá, y envíeme una copia de cualquier informe o estimado que se prepare a partir de la visita.',
  statement: (proposed) =>
    `${proposed ? `Tomé nota de la fecha que propuso (${proposed}). ` : ''}Antes de dar una declaración, le pido que me indique por escrito qué disposición de mi póliza la exige, qué temas abarcará y si recibiré una copia de la grabación o de su transcripción.`,
  offer: {
    declined: (offer, figure) =>
      `No acepto su oferta de ${offer}.${figure ? ` Mi propio estimado para el trabajo es de ${figure}.` : ''} Por favor envíeme el estimado detallado en que se basa su oferta, con la depreciación y el deducible aplicados, y las disposiciones de la póliza en que se basó para todo lo que redujo o dejó fuera.`,
    open: (offer) =>
      `Gracias por la oferta de ${offer}. Antes de responder, le pido que me envíe el estimado detallado en que se basa, con la depreciación y el deducible aplicados, para poder compararlo con mis propios estimados.`,
  },
  denial:
    'Por favor envíeme su decisión por escrito, con las disposiciones específicas de la póliza (sección y página) en que se basa y los hechos que la sustentan, junto con una copia completa y certificada de mi póliza.',
  moreTime: 'Por favor indíqueme qué falta por hacer de su parte y la fecha en que puedo esperar una decisión.',
  deadline: (limit) => `Tomo nota del plazo que indica en su mensaje (${limit}) y responderé dentro de ese plazo.`,
  within: (days, businessDays) => `dentro de ${days} días${businessDays ? ' hábiles' : ''}`,
  by: (date) => `a más tardar el ${date}`,
  onDates: (dates) => dates.map((date) => `el ${date}`).join(' o '),
  closing:
    'Por favor confírmeme que recibió este correo. Si necesita algo más de mi parte, le pido que me envíe por escrito, de una sola vez, la lista de todo lo que falta, para poder atenderlo todo junto.',
  signature: (name, phone, email) => `Gracias,\n${name}\nTeléfono: ${phone}\nCorreo electrónico: ${email}`,
  everythingFilled: '**Todo está completado con los datos de su reclamo.** Lea el correo una vez antes de enviarlo.',
  sendIt: 'Guarde una copia y envíelo por correo electrónico para tener un registro con fecha.',
  missing: {
    adjusterName: 'el nombre del ajustador',
    adjusterEmail: 'el correo del ajustador',
    claimNumber: 'el número de reclamo',
  },
  tip: (missing) => `Guarde ${missing} en los detalles del reclamo, en esta página, y yo los completaré por usted.`,
};
