import type { ClaimStatusWords } from './claim-status-words';

// The statuses and screens as the web names them in Spanish (Activo, Pagado, Datos del reclamo).

export const SPANISH_CLAIM_STATUS: ClaimStatusWords = {
  statuses: { Active: 'activo', Draft: 'borrador', Paid: 'pagado', Rejected: 'rechazado' },
  countries: { 'United States': 'Estados Unidos', Canada: 'Canadá' },
  heading: (type, insurer, status, claimNumber) =>
    `**${type} — ${insurer ?? 'aseguradora no indicada'}** (estado: ${status}${claimNumber ? `, número de reclamo ${claimNumber}` : ''})`,
  lossLine: (lossDate, place, submittedOn) => `Pérdida del ${lossDate} (${place}); reclamo presentado el ${submittedOn}.`,
  datesHeading: '**Las fechas que aplican**',
  deadlineLine: (insurer, title, state, date, citation) =>
    `${insurer ? 'Aseguradora' : 'Usted'}: ${title} — ${state === 'overdue' ? '**vencido** desde el' : state === 'last_day' ? 'último día el' : 'vence el'} ${date} (${citation})`,
  noDatedDeadline:
    'Todavía no aplica ningún plazo con fecha: la mayoría empieza con un hecho. Anote los hechos en el diario de su reclamo (por ejemplo, el día en que reportó el reclamo) y le calcularé los plazos que siguen.',
  dueNextHeading: '**Lo que toca hacer ahora**',
  youOwe: (what, since) => `Envíele a la aseguradora: ${what} (se lo pidieron el ${since}).`,
  yourDeadline: (title, date) => `${title} a más tardar el ${date}.`,
  insurerLate: (title) => `A la aseguradora se le venció el plazo para ${title}: pídame una “carta de recordatorio” y se la lleno.`,
  insurerOwes: (what, since) => `Pendiente de la aseguradora: ${what} (desde el ${since}).`,
  yourItems: {
    proof_of_loss: 'su prueba de pérdida (la declaración jurada de su reclamo)',
    offer_reply: 'su respuesta a la oferta de la aseguradora',
    document: (requested) => `los documentos que le pidieron, ${requested}`,
  },
  paid: (payment, paidOn) => [
    `El reclamo está pagado${payment ? ` (${payment}${paidOn ? ` el ${paidOn}` : ''})` : ''} y cerrado. Si más adelante aparecen daños de la misma pérdida, o una reparación sale defectuosa, se puede reabrir: escríbale al ajustador pidiendo que reabra el reclamo para un suplemento, con fotos y con lo que encontró el taller o el contratista y su estimado.`,
    'Un defecto de la reparación misma le toca primero al taller o al contratista, bajo su garantía de mano de obra: devuélvale el carro o el trabajo por escrito, y guarde su respuesta para el ajustador.',
  ],
  denied:
    'El reclamo fue negado. Pida la decisión por escrito con las disposiciones de la póliza en que se basa (pídame “la negación por escrito”) y después pida que la reconsideren (“apelar la negación”).',
  nothingOwed: [
    'Envíe una prueba de pérdida aunque la aseguradora no se la haya pedido (pídame “preparar mi prueba de pérdida”).',
    'Si no tiene noticias dentro de 7 días hábiles de su último mensaje, haga seguimiento por escrito (pídame “un correo para pedir noticias”).',
  ],
  missing: {
    details: 'los datos de su reclamo (aseguradora, ajustador, número de reclamo) y el PDF de su póliza',
    policy_number: 'el número de póliza',
    police_report: 'el número del reporte policial (si hay uno)',
    policy_pdf: 'el PDF de su póliza',
  },
  missingNote: (list) => `Para completar su expediente, agregue ${list} en **Datos del reclamo**, en esta página.`,
  noClaims: [
    'Todavía no ha presentado un reclamo en Benji, así que no tengo fechas con qué trabajar.',
    'Ingrese los datos de su reclamo (tipo de reclamo, qué pasó, fecha y lugar) y le diré qué plazos aplican donde vive y qué toca hacer ahora.',
  ],
  oneClaim: '**Su reclamo**',
  claims: (count, shown) =>
    `**Sus ${count} reclamos**, del más reciente al más antiguo${count > shown ? ` (se muestran los ${shown} más recientes)` : ''}:`,
  closing: (disclaimer) =>
    `${disclaimer} Las fechas se calculan a partir de la fecha de su pérdida y de los hechos del diario de su reclamo; su póliza puede fijar otros plazos.`,
};
