import type { NextStepsWords } from './next-steps-words';

// As a US help desk says it in Spanish: ajustador, reclamo, diario de su reclamo, tasación. The
// commands in “ ” are ones Benji reads back as the job they name.

const FOLLOW_UP = '“un correo de seguimiento”';
const SUPERVISOR = '“escalar mi reclamo”';
const DIARY =
  'Anote cada llamada, correo y carta en el diario de su reclamo, con su fecha: los plazos legales de la aseguradora empiezan a correr con esos hechos.';

const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);

export const SPANISH_NEXT_STEPS: NextStepsWords = {
  contactHeading: '**Su contacto hasta ahora**',
  lastFromInsurer: (date, summary, count) => `Última noticia de la aseguradora: ${date} — ${summary} (hace ${days(count)}).`,
  nothingFromInsurer: 'Su diario todavía no registra nada de parte de la aseguradora.',
  lastToInsurer: (date, summary) => `Su último mensaje a la aseguradora: ${date} — ${summary}.`,
  regulatorAdvice: (regulator, website, service) =>
    `Si el supervisor no hace nada, presente una queja ante el regulador, ${regulator} (${website})${service ? `, y después ante el servicio de resolución de disputas, ${service}` : ''}; pregúnteme “¿ante quién me quejo?” para saber qué enviar.`,
  remind: `Su último mensaje sigue sin respuesta: si no llega nada en 7 a 10 días hábiles, envíe un recordatorio por escrito (pídame ${FOLLOW_UP}).`,
  missedLimits: (limits) =>
    limits.length === 1
      ? `La aseguradora no cumplió un plazo que fija la ley (${limits[0]}).`
      : `La aseguradora no cumplió plazos que fija la ley (${limits.join('; ')}).`,
  missedLimit: (title, date) => `${title}, con vencimiento el ${date}`,
  silentDays: (count) => `La aseguradora no le ha escrito desde hace ${days(count)}.`,
  escalateNow: `Envíe ya un recordatorio por escrito (pídame ${FOLLOW_UP}) y, si no llega nada en una semana, acuda a un supervisor de reclamos (${SUPERVISOR}).`,
  waitHeading: (duration) => {
    if (!duration) return '**Esperando a la aseguradora**';
    const { unit, count } = duration;
    const length = unit === 'months' ? `unos ${count} meses` : unit === 'weeks' ? `unas ${count} semanas` : days(count);
    return `**Después de ${length} esperando a la aseguradora**`;
  },
  askInWriting: (adjuster) =>
    `Pregúntele por escrito a ${adjuster ?? 'su ajustador'} en qué punto está el reclamo, qué le falta todavía de usted y cuándo van a decidir (${FOLLOW_UP}). Una solicitud por escrito queda en el registro, y en muchos estados y provincias la aseguradora tiene que contestarla dentro de un plazo fijo.`,
  dutiesOnClaim: (insurer, duties) => `Los plazos que la ley le da a ${insurer ?? 'la aseguradora'} en su reclamo: ${duties.join('; ')}.`,
  noDutiesKnown:
    'La ley le fija plazos a la aseguradora para acusar recibo, decidir y pagar: pregúnteme “¿qué plazos aplican?” para conocer los suyos.',
  afterWrittenRequest: (long) =>
    long
      ? `Si no llega nada en una semana después de su solicitud por escrito, acuda a un supervisor de reclamos (${SUPERVISOR}).`
      : 'Si no llega nada en 7 a 10 días hábiles después de su solicitud por escrito, envíe un recordatorio; después de un mes, acuda a un supervisor.',
  logEverything: 'Anote cada llamada y cada correo en el diario de su reclamo, con su fecha, también los que no tuvieron respuesta.',
  dueLine: (title, date, overdue) => `${title}: vence el ${date}${overdue ? ' (vencido)' : ''}`,
  moneyHeading: '**Dinero todavía pendiente**',
  offerBelow: (offer, gap, figure, page) =>
    `Su oferta de ${offer} está ${gap} por debajo de su cifra de ${figure}. Dispútela por escrito con su estimado (“disputar la oferta”)${page !== null ? `; si eso no funciona, la cláusula de tasación de su póliza (página ${page}) permite que un panel fije el monto (“pedir la tasación”)` : ''}.`,
  holdback: (amount) =>
    `Todavía le deben ${amount} de depreciación recuperable (la retención): cuando terminen las reparaciones o los reemplazos, envíe las facturas y pídala (“liberar la depreciación retenida”), dentro del plazo que le da su póliza.`,
  ownLimitsHeading: '**Los plazos de su póliza que vienen**',
  ownLimit: (topic, lastDay, period, page, statutory) =>
    `${topic === 'proof_of_loss' ? 'Envíe su prueba de pérdida jurada' : 'Termine las reparaciones o el reemplazo para cobrar la retención'} a más tardar el **${lastDay}**: su póliza le da ${period} después de la pérdida (página ${page}${statutory ? ', una condición legal' : ''}).`,
  firstWeeksHeading: '**En las primeras semanas de su reclamo**',
  autoSteps: {
    report: (number) => `El reporte policial ${number} está en el expediente: envíele al ajustador una copia o el número por escrito.`,
    noReport: 'Consiga el número del reporte policial, agréguelo en Datos del reclamo y envíeselo al ajustador.',
    photos:
      'Tome fotos de los daños, del lugar y de la licencia, la placa y la tarjeta del seguro del otro conductor, si todavía no lo ha hecho.',
    estimate: 'Pida un estimado de reparación en un taller que usted elija; la aseguradora también puede mandar a su propio tasador.',
    rental:
      'Si su carro no se puede manejar, pregunte si su póliza paga un carro de alquiler y cuánto por día, y guarde todos los recibos.',
    otherDriverAtFault:
      'Parece que el otro conductor tuvo la culpa: puede reclamarle directamente a su aseguradora, o dejar que su propia aseguradora le pague y luego le cobre a él (subrogación), que es como su deducible le puede ser devuelto.',
    diary: DIARY,
  },
  propertySteps: [
    'Evite que el daño empeore (lonas, sacar el agua, tapar ventanas) y guarde todos los recibos: los gastos razonables son parte del reclamo.',
    'Tome fotos y video de los daños antes de sacar cualquier cosa, y guarde los objetos dañados hasta que el ajustador los haya visto.',
    'Haga una lista de los bienes dañados con su antigüedad, su costo y los recibos o fotos que muestran que eran suyos.',
    'Pida un estimado de reparación a un contratista que usted elija.',
    'Si no puede vivir en su casa, guarde los recibos de hotel, comidas y millaje: son gastos adicionales de vivienda (“pedir mis gastos de vivienda”).',
    DIARY,
  ],
};
