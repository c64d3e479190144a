import type { EscalateWords } from './escalate-words';

export const SPANISH_ESCALATE: EscalateWords = {
  intro: (title, fromDiary, regulator) =>
    [
      fromDiary ? `**${title}**, basada en lo que muestra su diario.` : `**${title}**.`,
      regulator ? `Si el supervisor no lo resuelve, acuda después al regulador, ${regulator}: sus datos siguen a la carta.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  overdue: (duty, date, source) => `El plazo para ${duty} venció el ${date} (${source}).`,
  unanswered: (date, summary) => `Mi mensaje del ${date} (${summary}) sigue sin respuesta.`,
  ifSupervisorFails: '**Si el supervisor no lo resuelve**, presente una queja ante el regulador de seguros:',
  complaints: 'Quejas',
  phone: 'Teléfono',
  thenDisputeService: '**Después, cuando termine el proceso de quejas de la aseguradora:**',
  whatToSend: '**Qué enviar:**',
  noRoute:
    'Si un supervisor no lo resuelve, presente una queja ante el regulador de seguros de su estado o provincia. Agregue el estado o la provincia a su reclamo y le diré el nombre de la oficina y cómo comunicarse con ella.',
  checklist: [
    'su nombre, dirección, número de teléfono y correo electrónico',
    'el nombre completo de la aseguradora, tal como aparece en su póliza',
    'su número de póliza y su número de reclamo',
    'la fecha de la pérdida y lo que ocurrió, en pocas líneas',
    'una cronología: la fecha de cada llamada, carta y correo con la aseguradora (el diario de su reclamo en Benji sirve para esto)',
    'copias, nunca originales, de las cartas, correos, presupuestos y fotos que muestran el problema',
    'la respuesta final de la aseguradora a su queja, si le dio una',
    'el resultado que usted busca',
  ],
  regulatorNotes: {
    'Autorité des marchés financiers (AMF)':
      'Primero presente su queja ante su aseguradora: debe examinarla y darle una respuesta final. Si no queda satisfecho, puede pedirle que transfiera su expediente de queja a la AMF, que puede ofrecer mediación. Una queja ante la AMF no detiene el plazo para acudir a los tribunales.',
    'Florida Department of Financial Services, Division of Consumer Services':
      'En Florida, la Office of Insurance Regulation otorga las licencias a las aseguradoras; las quejas de los asegurados van al Department of Financial Services.',
  },
  disputeServices: {
    'General Insurance OmbudService (GIO)':
      'Revisión gratuita e independiente de quejas sobre seguros de vivienda, auto y negocios con sus compañías miembro, en inglés o en francés. Sus recomendaciones no son obligatorias y usted conserva su derecho a acudir a los tribunales. Revisa una queja cuando usted ya tiene la carta de posición final del ombudsman de la aseguradora.',
  },
};
