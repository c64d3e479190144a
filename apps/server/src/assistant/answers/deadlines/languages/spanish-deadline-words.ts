import type { DeadlineAnswerWords } from './deadline-answer-words';

// US Spanish with "usted": reclamo, aseguradora, prueba de pérdida, diario. The screens' own names
// (Estado de reclamos, Plazos, Diario) are the web's Spanish ones.

const DATE = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (isoDate: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? DATE.format(new Date(`${isoDate}T00:00:00Z`)) : isoDate);

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;
const deadlines = (count: number, one: string) => (count === 1 ? one : `${count} plazos`);
const CATEGORY = { auto: 'de auto', home: 'de vivienda', other_property: 'de otros bienes' } as const;

export const SPANISH_DEADLINE_ANSWER: DeadlineAnswerWords = {
  locale: 'es-US',
  longDate,
  unlistedPlace: (code) => ({ name: code, of: `de ${code}`, in: `en ${code}` }),
  needsClaim: [
    'Para decirle cuándo vence algo, necesito su reclamo: el estado o la provincia donde ocurrió la pérdida y la fecha de la pérdida.',
    'Ingrese los datos de su reclamo en Benji y luego anote lo que ha pasado en el diario de su reclamo (por ejemplo, el día en que reportó el reclamo a la aseguradora). Así podré calcular qué plazos se aplican, cuándo vence cada uno y si se cumplió.',
  ].join('\n\n'),
  needsPlace: [
    'Su reclamo no dice en qué estado o provincia ocurrió la pérdida, así que no puedo saber qué reglas de plazos se aplican.',
    'Agregue el estado o la provincia a su reclamo y vuelva a preguntarme.',
  ].join('\n\n'),
  heading: (what, placeName, today) => `**${what} — ${placeName}** (al ${longDate(today)})`,
  topicHeadings: {
    report_claim: 'Reportar el reclamo',
    acknowledge: 'El acuse de recibo de su reclamo',
    request_information: 'Lo que la aseguradora le pide',
    proof_of_loss: 'La prueba de pérdida',
    decide: 'La decisión sobre su reclamo',
    pay: 'El pago de su reclamo',
    suit: 'El plazo para demandar',
  },
  allDeadlinesHeading: 'Los plazos de su reclamo',
  missedHeading: '¿La aseguradora dejó pasar un plazo?',
  unencoded: (place, category) => {
    const scope = category ? ` para reclamos ${CATEGORY[category]}` : '';
    return `**Las reglas propias ${place.of} sobre el manejo de reclamos${scope} todavía no están en Benji**, así que no puedo darle fechas fijadas por esa ley.`;
  },
  policyConditions:
    'Las condiciones de su propia póliza se aplican de todos modos: por ejemplo, muchas pólizas piden una prueba de pérdida firmada y jurada dentro de los 60 días posteriores a la solicitud de la aseguradora. Revise la sección de Condiciones de su póliza.',
  suitNotEncoded: (place) =>
    `Benji no tiene el plazo para demandar ${place.in}. Muchas pólizas de vivienda tienen una condición sobre demandas contra la aseguradora que fija un plazo para demandar, y la ley del lugar donde usted vive puede cambiarlo. Hable con un abogado mucho antes de que pueda vencer cualquier plazo.`,
  nothingEncoded: (place) => `Benji no tiene ninguna regla de plazos sobre esto ${place.in}.`,
  regulator: (place, pointer) =>
    `Para las reglas que se aplican ${place.in}, o si la aseguradora tarda en responder, comuníquese con:\n${pointer ?? `el organismo regulador de seguros ${place.of}`}`,
  regulatorLabels: { complaints: 'quejas:', phone: 'teléfono' },
  verdicts: {
    overdue: (count) => `**Sí: la aseguradora dejó pasar ${deadlines(count, 'un plazo')}.**`,
    lateBefore: (count) => `**Ahora no, pero ya se atrasó antes:** cumplió ${deadlines(count, 'un plazo')} después de la fecha límite.`,
    cannotTell:
      '**Todavía no lo puedo saber:** ninguno de los plazos de la aseguradora ha empezado en el diario de su reclamo. Anote lo que ha pasado, empezando por el día en que reportó el reclamo, y vuelva a preguntarme.',
    none: '**No: ninguno de los plazos de la aseguradora está vencido por ahora.**',
  },
  overdueOffer: (duties) =>
    `**A la aseguradora se le ${duties.length === 1 ? 'venció el plazo' : 'vencieron los plazos'} para ${duties.join(', y para ')}.** Puede recordárselo por escrito: abra el reclamo en la página Estado de reclamos; su pestaña Plazos tiene la carta por atraso lista para copiar. O pídame una "carta de recordatorio" y se la lleno.`,
  notStarted: 'Nada en el diario de su reclamo ha iniciado todavía estos plazos, así que estas son las reglas mismas.',
  listHeadings: {
    insurer: '**Lo que debe hacer la aseguradora**',
    yours: '**Lo que debe hacer usted**',
    startedByProof: '**Lo que inicia su prueba de pérdida**',
  },
  leadIn: (who, duty) => `**${who === 'insurer' ? 'La aseguradora debe' : 'Usted debe'} ${duty}** en`,
  windowLeadIn: (duty) => `**Último día para ${duty}**:`,
  within: (period, trigger, startedOn) =>
    `un plazo de ${period.startsWith('1 ') ? `un ${period.slice(2)}` : period} desde ${trigger}${startedOn ? ` (${longDate(startedOn)})` : ''}`,
  extended: (extendedWithin, originalWithin) => `${extendedWithin}, una prórroga que reemplaza ${originalWithin}`,
  due: (window, dueOn, state) => {
    const date = `**${longDate(dueOn)}**`;
    const label = window ? 'Último día' : 'Vence';
    if (state.kind === 'met') {
      if (!state.metOn) return `${label}: ${date} — cumplido.`;
      return `${label}: ${date} — cumplido el ${longDate(state.metOn)}${state.daysLate > 0 ? `, con ${days(state.daysLate)} de retraso` : ''}.`;
    }
    if (state.kind === 'overdue')
      return window
        ? `El último día fue el ${date}: pasó hace ${days(state.daysPast)}.`
        : `${label}: ${date} — **atrasado** por ${days(state.daysPast)}.`;
    return `${label}: ${date} — pendiente, ${state.daysLeft === 0 ? 'vence hoy' : `quedan ${days(state.daysLeft)}`}.`;
  },
  provisional: (citation, reason) => `${citation} (provisional: ${reason})`,
  startHint: (events) => `Todavía no ha empezado: anote ${events} en el diario de su reclamo, con su fecha, y calcularé la fecha límite.`,
  eventLabels: {
    notice_given: 'Reclamo reportado a la aseguradora',
    acknowledgement_received: 'Acuse de recibo recibido',
    documents_requested: 'Documentos solicitados',
    documents_sent: 'Documentos enviados',
    proof_of_loss_requested: 'Prueba de pérdida o formularios de reclamo solicitados',
    proof_of_loss_sent: 'Prueba de pérdida enviada',
    inspection: 'Inspección',
    extension_notice: 'La aseguradora pidió más tiempo',
    claim_accepted: 'Reclamo aceptado (total o parcialmente)',
    offer_received: 'Oferta de liquidación recibida',
    offer_accepted: 'Oferta aceptada',
    payment_received: 'Pago recibido',
    denial_received: 'Denegación recibida',
    insurer_response: 'Otra respuesta de la aseguradora',
    message_sent: 'Mensaje a la aseguradora',
    note: 'Nota',
  },
  channelLabels: { email: 'Correo electrónico', phone: 'Teléfono', letter: 'Carta', portal: 'Portal en línea', in_person: 'En persona' },
  startEvents: (labels, writtenChannels) =>
    `${labels.map((label) => `"${label}"`).join(' o ')}${writtenChannels ? ` (por escrito: ${writtenChannels.map((channel) => channel.toLowerCase()).join(', ')})` : ''}`,
  policyLimits: {
    frame: '**Lo que dice su póliza**: sus propios plazos, que se aplican además de lo que disponga la ley:',
    names: {
      proof_of_loss: 'Prueba de pérdida',
      pay: 'Pago',
      suit: 'Plazo para demandar',
      appraisal: 'Tasación',
      notice: 'Aviso de la pérdida',
      holdback: 'Retención del costo de reemplazo',
    },
    line: (name, page, statutory, wording) => `**${name}** (página ${page}${statutory ? ', una condición legal' : ''}): "${wording}"`,
    whenDue: (lossDate, lastDay, daysLeft) => {
      const state = daysLeft > 0 ? `dentro de ${days(daysLeft)}` : daysLeft === 0 ? 'hoy' : 'ya pasó';
      return `Contado desde la fecha de su pérdida, el ${longDate(lossDate)}: **${longDate(lastDay)}** (${state}).`;
    },
  },
  closing: (disclaimer) =>
    `Las fechas se calculan a partir de las reglas citadas y de los hechos anotados en el diario de su reclamo; su póliza puede fijar otros plazos. ${disclaimer}`,
};
