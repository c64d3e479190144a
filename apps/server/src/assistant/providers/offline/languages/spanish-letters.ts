import type { LetterWords } from './letter-words';

// As a US help desk writes to a policyholder, with "usted": "reclamo", "ajustador", "correo".
export const SPANISH_LETTERS: LetterWords = {
  templates: 'es-US',
  colon: ':',
  salutation: /^Estimad.*:$/m,
  quoted: (text) => `«${text.trim().replace(/\.$/, '')}»`,
  listed: (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`),
  subject: 'Asunto',
  fillBeforeSending: 'Complete antes de enviar',
  attach: (items, many) => `adjunte ${items} (la carta dice que ${many ? 'se adjuntan' : 'se adjunta'})`,
  andThen: '; y ',
  everythingFilled: '**Todo está completado con los datos de su reclamo.** Léala una vez antes de enviarla.',
  sendIt:
    'Envíela por correo electrónico o por un medio que le dé comprobante de recibo, anótela en el diario de su reclamo y guarde una copia.',
  notLegalAdvice: 'Esta es información general para ayudarle a manejar su propio reclamo, no asesoría legal.',
  premiseGaps: {
    no_denial:
      'El diario de su reclamo no registra ninguna negación, y usted no me dijo que el reclamo fue negado: una carta sobre una negación afirmaría algo que no ha ocurrido.',
    no_offer:
      'No veo ninguna oferta de liquidación en el diario de su reclamo ni en su mensaje, así que todavía no hay una oferta que responder.',
    no_payment: 'El diario de su reclamo no registra ningún pago, así que todavía no hay un pago que confirmar.',
    still_open:
      'Su reclamo sigue abierto, porque no hay registrada ninguna liquidación ni pago final: pedirle a la aseguradora que confirme el cierre sería prematuro.',
    no_conversation: 'Un resumen de negociación confirma una conversación, y no veo ninguna en su diario ni en su mensaje.',
    no_correction: 'Dígame qué estaba mal en lo que presentó y cuál es la información correcta.',
  },
  premiseRefusal: (why) => `Todavía no voy a redactar esa carta. ${why}`,
  premiseNextStep:
    'Si a su expediente le falta algo, agréguelo al diario de su reclamo y vuelva a pedírmela. O dígame qué quiere que haga la aseguradora y le redactaré la carta adecuada: por ejemplo, pedirle a su ajustador una actualización, o una pregunta sobre su cobertura.',
  introNamed: (title, category) => `**${title}** (plantillas de cartas, ${category}), completada con sus datos:`,
  introDefault: (title) =>
    `**${title}**: no me dijo qué carta necesita, así que aquí tiene la que corresponde a la etapa en que está su reclamo. Las plantillas de cartas incluyen 19 más; nombre la que quiera (por ejemplo, «carta de agradecimiento» o «solicitud de la página de declaraciones»).`,
  categories: { Submission: 'Presentación', 'Follow-Up': 'Seguimiento', Negotiation: 'Negociación', Closure: 'Cierre', Policy: 'Póliza' },
  claimTypes: {
    'Car Theft': 'Robo de vehículo',
    'Collision (Accident)': 'Choque (accidente)',
    'Injury After Accident': 'Lesiones tras un accidente',
    'Vandalism / Damage While Parked': 'Vandalismo / daños con el vehículo estacionado',
    'House Fire': 'Incendio de la vivienda',
    'Basement Flood / Water Damage': 'Inundación del sótano / daños por agua',
    'Roof Damage / Storm': 'Daños al techo / tormenta',
    'Vandalism / Forced Entry': 'Vandalismo / entrada forzada',
    'Broken Appliances / Home Systems': 'Electrodomésticos / sistemas de la vivienda averiados',
    'Personal Contents Stolen': 'Robo de pertenencias personales',
    'Storage Unit Theft': 'Robo en una unidad de almacenamiento',
    'Garage / Shed Damage': 'Daños al garaje / cobertizo',
  },
  requestWords: new Set(
    'el la los las lo un una unos unas de del al y o a en para por con sobre yo me mi mis usted su sus le les que qué este esta es puede podría escriba escribir redacte redactar preparar carta correo plantilla aseguradora seguro ajustador reclamo por favor gracias'.split(
      ' ',
    ),
  ),
};
