import { SPANISH_REGIONS } from '../../claims/i18n/es-us-regions';
import { SPANISH_ADVISORIES } from './es-us-advisories';
import { SPANISH_POLICY_CLAUSES } from './es-us-policy-clauses';
import { BUSINESS_DAYS_NOTES, rollForwardLaw, rollForwardNote } from './es-us-holidays';
import type { DeadlineWords, RuleWords } from './rule-words-type';

// US Spanish, addressing the reader as "usted": reclamo, ajustador, póliza, prueba de pérdida.
// American laws keep their English names; Québec's Civil Code is cited in French, as it is enacted,
// and the other Canadian acts by their English names.

const fromFloor = (what: string) =>
  `Las notas de investigación no dan fecha de entrada en vigor para ${what}; la regla se aplica a los hechos desde el 1 de enero de 2010, y ninguna versión anterior está codificada.`;

const SUPERSEDED =
  'Versión reemplazada, conservada para que un reclamo iniciado antes del 1 de marzo de 2023 mantenga los plazos entonces vigentes. No se investigó desde cuándo regía; se aplica desde el 1 de enero de 2010.';
const FL_SB2A =
  'La ley SB 2-A (diciembre de 2022) puso en vigor estos plazos el 1 de marzo de 2023; un reclamo notificado antes de esa fecha mantiene los plazos anteriores.';
const FL_NOTICE =
  'La ley SB 2-A entró en vigor el 16 de diciembre de 2022 y se aplica a las pérdidas desde esa fecha. A las pérdidas anteriores se les aplicaban plazos más largos, que no están codificados.';
const FL_AUTO = 'La regla es de 1992 (New 11-2-92); se aplica desde el piso del sistema, el 1 de enero de 2010.';
const CA_FCSP = fromFloor('las Fair Claims Settlement Practices Regulations');
const TX_542 = fromFloor('el capítulo 542 del Texas Insurance Code');
const TX_CATASTROPHE = 'En una zona declarada de catástrofe, la aseguradora tiene 15 días más (§542.059).';
const TX_INTEREST =
  'Un pago atrasado genera intereses del 18 % anual más los honorarios de abogado (§542.060(a)); para un reclamo de propiedad por viento, granizo, inundación u otra fuerza de la naturaleza demandado desde el 1 de septiembre de 2017 (capítulo 542A), la tasa es la tasa judicial del Finance Code §304.003 más 5 % (§542.060(c)).';
const NY_64 = fromFloor('el Reglamento 64');
const LA_1892 = fromFloor('La. R.S. 22:1892');
const LA_1892_3 =
  'El §22:1892.3 está vigente desde el 1 de agosto de 2025; se aplica a los reclamos y pruebas de pérdida recibidos desde esa fecha.';
const LA_SATISFACTORY =
  'La prueba es "satisfactoria" en cuanto le dice a la aseguradora lo suficiente para saber que el reclamo se debe, lo que puede ser antes del último documento que usted envió.';
const GA = fromFloor('la regla Ga. Comp. R. & Regs. 120-2-52-.03');
const IL = fromFloor('el 50 Ill. Adm. Code 919');
const IL_SUMMARY =
  'El plazo solo se leyó en un resumen de la Part 919, que no dice qué sección lo fija; que sus días son días calendario se leyó en la versión oficial de la 919.40.';
const NC = fromFloor('estas reglas de Carolina del Norte');
const CANADA = fromFloor('esta regla');
const ON_SABS_PROVISIONAL = 'No se leyó el reglamento mismo, y las fuentes secundarias numeran el apartado de forma distinta.';
const SUE_EARLY = 'Hable con un abogado mucho antes de esta fecha.';

const RULES: Record<string, RuleWords> = {
  'us-ca-acknowledge': {
    title: 'Acusar recibo del reclamo y empezar a investigar',
    duty: 'acusar recibo del reclamo, darle los formularios e instrucciones del reclamo y empezar a investigar',
    triggerPhrase: 'el aviso del reclamo a la aseguradora',
    citation: 'California Code of Regulations, title 10, §2695.5(e)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-reply': {
    title: 'Responder a su comunicación',
    duty: 'responder a una comunicación del reclamante',
    triggerPhrase: 'la comunicación del asegurado',
    citation: 'California Code of Regulations, title 10, §2695.5(b)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-accept-or-deny': {
    title: 'Aceptar o negar el reclamo',
    duty: 'aceptar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió la prueba del reclamo',
    citation: 'California Code of Regulations, title 10, §2695.7(b)',
    caveat:
      'Una aseguradora que necesita más tiempo debe decirlo por escrito dentro de los 40 días, indicando lo que todavía necesita, y repetirlo cada 30 días (§2695.7(c)(1)).',
    effectiveNote: CA_FCSP,
  },
  'us-ca-status-every-30-days': {
    title: 'Informe por escrito de lo que aún falta',
    duty: 'escribirle al reclamante cada 30 días mientras necesite más tiempo, indicando lo que todavía necesita',
    triggerPhrase: 'el último aviso por escrito de la aseguradora de que necesita más tiempo',
    citation: 'California Code of Regulations, title 10, §2695.7(c)(1)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-pay': {
    title: 'Pagar el reclamo aceptado',
    duty: 'pagar un reclamo que aceptó',
    triggerPhrase: 'que se aceptó el reclamo',
    citation: 'California Code of Regulations, title 10, §2695.7(h)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-replacement-cost-holdback': {
    title: 'Cobrar la retención del costo de reemplazo (por lo menos este plazo)',
    duty: 'cobrar la retención del costo de reemplazo',
    triggerPhrase: 'el primer pago',
    citation: 'California Insurance Code §2051.5(b)',
    caveat:
      'La ley fija un mínimo, y su póliza puede darle más tiempo; la aseguradora debe agregar 6 meses cada vez que haya una causa justificada. Para una pérdida relacionada con un estado de emergencia declarado, el mínimo es de 36 meses para las pérdidas desde el 21 de septiembre de 2018 (AB 1772, una ley de urgencia) y antes era de 24 meses.',
    effectiveNote: fromFloor('el mínimo de 12 meses'),
  },
  'us-ca-replacement-cost-holdback-emergency': {
    title:
      'Cobrar la retención del costo de reemplazo, si la pérdida se relaciona con un estado de emergencia declarado (por lo menos este plazo)',
    duty: 'cobrar la retención del costo de reemplazo de una pérdida relacionada con un estado de emergencia',
    triggerPhrase: 'el primer pago',
    citation: 'California Insurance Code §2051.5(b) (36 meses después de un estado de emergencia declarado, AB 1772)',
    caveat:
      'Solo para una pérdida relacionada con un estado de emergencia declarado según el Government Code §8558; para cualquier otra pérdida se aplica la fecha de 12 meses. La aseguradora debe agregar 6 meses cada vez que haya una causa justificada, y su póliza puede darle más tiempo.',
    effectiveNote:
      'La ley AB 1772 entró en vigor como ley de urgencia el 21 de septiembre de 2018; una pérdida de emergencia anterior tenía 24 meses, lo que no está codificado.',
    provisionalReason: 'Los 36 meses se leyeron en la primera revisión (AB 1772); la segunda no volvió a leer el §2051.5(b).',
  },
  'us-ca-2071-suit': {
    title: 'Último día para demandar a la aseguradora por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'el inicio de la pérdida',
    citation: 'California Insurance Code §2071 (cláusula de demanda, 12 meses); Prudential-LMI v. Superior Court (1990) 51 Cal.3d 674',
    caveat: `El año corre desde que ocurrió un daño apreciable que se conocía o debía conocerse, aquí la fecha de la pérdida, y se detiene desde su aviso del reclamo hasta que la aseguradora lo niegue por escrito. Si la pérdida se relaciona con un estado de emergencia declarado, usted tiene 24 meses; esa fecha se muestra aparte. ${SUE_EARLY}`,
    effectiveNote: fromFloor('la cláusula de demanda del formulario estándar'),
  },
  'us-ca-2071-suit-emergency': {
    title: 'Último día para demandar a la aseguradora, si la pérdida se relaciona con un estado de emergencia declarado',
    duty: 'presentar cualquier demanda por una pérdida relacionada con un estado de emergencia',
    triggerPhrase: 'el inicio de la pérdida',
    citation: 'California Insurance Code §2071 (cláusula de demanda, 24 meses después de un estado de emergencia declarado)',
    caveat: `Solo para una pérdida relacionada con un estado de emergencia declarado según el Government Code §8558; para cualquier otra pérdida se aplica la fecha de 12 meses. ${SUE_EARLY}`,
    effectiveNote:
      'Se informa que la enmienda se hizo en 2018; se aplica a las pérdidas desde el 1 de enero de 2019, y a una pérdida de emergencia anterior solo se le dan los 12 meses.',
    provisionalReason: 'La cláusula de demanda enmendada solo se leyó en un resumen de un bufete de abogados, no en el §2071 mismo.',
  },
  'us-ca-2071-proof-of-loss': {
    title: 'Enviar la prueba de pérdida jurada',
    duty: 'enviar la prueba de pérdida jurada',
    triggerPhrase: 'la pérdida',
    citation: 'California Insurance Code §2071 (póliza estándar contra incendio, requisitos en caso de pérdida)',
    caveat:
      'Salvo que la aseguradora le dé más tiempo por escrito. Muchas pólizas dan en cambio 60 días después de que la aseguradora pide la prueba; manda el texto de su propia póliza, y esta es la más temprana de las dos fechas.',
    effectiveNote: 'El formulario estándar es anterior al piso del sistema; se aplica a las pérdidas desde el 1 de enero de 2010.',
    provisionalReason:
      'La condición de prueba de pérdida del §2071 solo se leyó tal como aparece impresa en pólizas y fuentes secundarias, no en el código mismo.',
  },
  'us-tx-542-055': {
    title: 'Acusar recibo del reclamo, empezar a investigar y pedir lo que necesita',
    duty: 'acusar recibo del reclamo, empezar a investigarlo y pedir los documentos que necesita',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Texas Insurance Code §542.055',
    caveat: `El plazo empieza solo con un aviso del reclamo por escrito (§542.051(4)): un reclamo reportado solo por teléfono no lo inicia. Las aseguradoras de líneas excedentes (surplus lines) tienen 30 días hábiles. ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
  },
  'us-tx-542-056': {
    title: 'Aceptar o rechazar el reclamo por escrito',
    duty: 'aceptar o rechazar el reclamo por escrito',
    triggerPhrase: 'que la aseguradora recibió todos los documentos que pidió',
    citation: 'Texas Insurance Code §542.056',
    caveat: `La aseguradora puede extender el plazo una vez, por escrito y con sus razones, hasta 45 días; si sospecha un incendio provocado, tiene 30 días. ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
    extensionPhrase: 'el aviso por escrito de la aseguradora de que necesita más tiempo',
  },
  'us-tx-542-057': {
    title: 'Pagar el reclamo aceptado',
    duty: 'pagar un reclamo que dijo que pagaría',
    triggerPhrase: 'que se aceptó pagar el reclamo',
    citation: 'Texas Insurance Code §542.057',
    caveat: `Las aseguradoras de líneas excedentes (surplus lines) tienen 20 días hábiles. ${TX_INTEREST} ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
  },
  'us-tx-542-058': {
    title: 'Pagar el reclamo (límite máximo)',
    duty: 'pagar un reclamo del que es responsable',
    triggerPhrase: 'que la aseguradora recibió todos los documentos, declaraciones y formularios que pidió',
    citation: 'Texas Insurance Code §542.058(a)',
    caveat: `Una aseguradora responsable del reclamo que demora el pago más de 60 días después de recibir todo lo que pidió (o más de lo que otra ley permite) debe daños según el §542.060. ${TX_INTEREST}`,
    effectiveNote: TX_542,
  },
  'us-fl-acknowledge': {
    title: 'Acusar recibo de su comunicación',
    duty: 'revisar una comunicación sobre un reclamo y acusar recibo',
    triggerPhrase: 'la comunicación del asegurado',
    citation: 'Florida Statutes §627.70131(1)(a)',
    effectiveNote: FL_SB2A,
  },
  'us-fl-acknowledge-superseded': {
    title: 'Acusar recibo de su comunicación',
    duty: 'revisar una comunicación sobre un reclamo y acusar recibo',
    triggerPhrase: 'la comunicación del asegurado',
    citation: 'Florida Statutes §627.70131(1)(a)',
    effectiveNote: SUPERSEDED,
  },
  'us-fl-investigate': {
    title: 'Empezar a investigar después de la prueba de pérdida',
    duty: 'empezar a investigar el reclamo después de recibir la prueba de pérdida',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida',
    citation: 'Florida Statutes §627.70131(3)(a)',
    effectiveNote: `${FL_SB2A} El plazo anterior (14 días, y antes 10 días hábiles) no está codificado.`,
  },
  'us-fl-inspect': {
    title: 'Inspeccionar la propiedad',
    duty: 'hacer cualquier inspección física de la propiedad',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida',
    citation: 'Florida Statutes §627.70131(3)(b)',
    caveat: 'Se aplica cuando la investigación incluye una inspección física; el ajustador debe darle su nombre y número de licencia.',
    effectiveNote: `${FL_SB2A} El plazo anterior (45 días) no está codificado.`,
  },
  'us-fl-pay-or-deny': {
    title: 'Pagar o negar el reclamo',
    duty: 'pagar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Florida Statutes §627.70131(7)(a)',
    effectiveNote: FL_SB2A,
  },
  'us-fl-pay-or-deny-superseded': {
    title: 'Pagar o negar el reclamo',
    duty: 'pagar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Florida Statutes §627.70131(7)(a)',
    effectiveNote: SUPERSEDED,
  },
  'us-fl-bill-of-rights': {
    title: 'Enviar la Carta de Derechos del Propietario (Homeowner Claims Bill of Rights)',
    duty: 'enviar la Carta de Derechos del Propietario (Homeowner Claims Bill of Rights)',
    triggerPhrase: 'que la aseguradora recibió la primera comunicación sobre el reclamo',
    citation: 'Florida Statutes §627.7142',
    caveat: 'No se exige cuando el reclamo viene de un evento por el que el gobernador declaró un estado de emergencia.',
    effectiveNote:
      'Creada por la ley SB 708 de 2014, vigente desde el 1 de octubre de 2014 (leída en la enmienda adoptada por el Senado, no en la ley promulgada).',
  },
  'us-fl-settlement-payment': {
    title: 'Pagar el acuerdo convenido',
    duty: 'pagar un acuerdo convenido por escrito',
    triggerPhrase: 'que el acuerdo se convino por escrito',
    citation: 'Florida Statutes §627.4265',
    caveat:
      'Salvo que el acuerdo fije otra fecha. El pago atrasado genera intereses del 12 % anual desde el acuerdo (desde la devolución de un finiquito firmado, si el pago dependía de uno).',
    effectiveNote: fromFloor('el §627.4265'),
  },
  'us-fl-auto-acknowledge': {
    title: 'Acusar recibo de su comunicación sobre el reclamo de auto',
    duty: 'revisar una comunicación sobre un reclamo y acusar recibo',
    triggerPhrase: 'la comunicación del asegurado',
    citation: 'Florida Administrative Code r. 69O-166.024(1)',
    effectiveNote: FL_AUTO,
  },
  'us-fl-auto-investigate': {
    title: 'Empezar a investigar el reclamo de auto después de la prueba de pérdida',
    duty: 'empezar a investigar el reclamo después de recibir la prueba de pérdida',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida',
    citation: 'Florida Administrative Code r. 69O-166.024(3)',
    caveat: 'La regla dice 10 días hábiles, salvo que la póliza o una ley disponga otra cosa.',
    effectiveNote: FL_AUTO,
  },
  'us-fl-notice-of-claim': {
    title: 'Dar aviso de un reclamo nuevo o reabierto',
    duty: 'darle a la aseguradora aviso de un reclamo nuevo o reabierto',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Florida Statutes §627.70132',
    effectiveNote: FL_NOTICE,
  },
  'us-fl-suit': {
    title: 'Último día para demandar a la aseguradora por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Florida Statutes §95.11(2)(e)',
    caveat: `Los plazos de aviso llegan mucho antes: un reclamo nuevo o reabierto dentro de 1 año de la pérdida, un reclamo suplementario dentro de 18 meses. ${SUE_EARLY}`,
    effectiveNote: fromFloor('los cinco años del §95.11(2)(e)'),
    provisionalReason:
      'Solo se leyó en un resumen del §95.11 hecho por un bufete de abogados en 2011; no se revisaron las enmiendas desde 2014.',
  },
  'us-fl-supplemental-claim': {
    title: 'Último día para un reclamo suplementario',
    duty: 'dar aviso de un reclamo suplementario',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Florida Statutes §627.70132',
    effectiveNote: FL_NOTICE,
  },
  'us-ny-216-5': {
    title: 'Empezar a investigar y enviar los formularios de reclamo',
    duty: 'empezar a investigar el reclamo y enviar los formularios necesarios para reclamar',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: '11 NYCRR 216.5(a)(1) (Reglamento 64)',
    effectiveNote: NY_64,
  },
  'us-ny-216-6c': {
    title: 'Aceptar o rechazar el reclamo',
    duty: 'aceptar o rechazar el reclamo',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida y todos los documentos que pidió',
    citation: '11 NYCRR 216.6(c)(1) (Reglamento 64)',
    caveat:
      'Si la aseguradora sospecha un incendio provocado, tiene 30 días hábiles (216.6(c)(1)). Si necesita más tiempo, debe decirlo por escrito dentro de los 15 días hábiles, con sus razones (216.6(c)(2)).',
    effectiveNote: NY_64,
  },
  'us-ny-pay-settlement': {
    title: 'Pagar el reclamo acordado',
    duty: 'pagar un reclamo acordado',
    triggerPhrase: 'que se acordó el reclamo',
    citation: '11 NYCRR 216.6(f) (Reglamento 64)',
    caveat:
      'Si el acuerdo le pide hacer algo primero, como firmar un finiquito, los 5 días hábiles corren desde que usted lo hace; esta fecha se cuenta desde su aceptación.',
    effectiveNote: NY_64,
  },
  'us-ny-3407-proof-of-loss': {
    title: 'Enviar la prueba de pérdida jurada',
    duty: 'enviar la prueba de pérdida jurada',
    triggerPhrase: 'la solicitud por escrito de la aseguradora con los formularios de prueba de pérdida',
    citation: 'New York Insurance Law §3407(a)',
    caveat:
      'Si el aviso de la aseguradora da un plazo más largo, se aplica ese. La prueba se considera entregada el día en que se envía por correo (Ball v. Allstate, 1993).',
    effectiveNote: fromFloor('el §3407'),
  },
  'us-la-begin-adjusting': {
    title: 'Empezar el ajuste del reclamo',
    duty: 'empezar el ajuste del reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Louisiana Revised Statutes 22:1892(A)(3)',
    caveat: 'Después de una pérdida catastrófica, la aseguradora tiene 30 días.',
    effectiveNote: LA_1892,
  },
  'us-la-written-offer': {
    title: 'Hacer una oferta de liquidación por escrito',
    duty: 'hacer una oferta por escrito para liquidar el reclamo',
    triggerPhrase: 'que la aseguradora recibió una prueba de pérdida satisfactoria',
    citation: 'Louisiana Revised Statutes 22:1892(A)(4)',
    caveat: LA_SATISFACTORY,
    effectiveNote: LA_1892,
    provisionalReason: 'El texto se leyó en la versión de 2006 del §22:1892(A)(4); no se leyó el texto actual, enmendado en 2024 (SB 323).',
  },
  'us-la-pay': {
    title: 'Pagar el reclamo',
    duty: 'pagar la cantidad adeudada del reclamo',
    triggerPhrase: 'que la aseguradora recibió una prueba de pérdida satisfactoria',
    citation: 'Louisiana Revised Statutes 22:1892(A)(1)',
    caveat: `${LA_SATISFACTORY} Si su reclamo de vivienda viene de una pérdida catastrófica, la aseguradora tiene en cambio 60 días después de una prueba de pérdida escrita satisfactoria para pagar (§22:1892.2(A)(2)); esa fecha se muestra aparte.`,
    effectiveNote: LA_1892,
  },
  'us-la-pay-catastrophic-home': {
    title: 'Pagar un reclamo de vivienda por una pérdida catastrófica',
    duty: 'pagar la cantidad adeudada de un reclamo de vivienda por una pérdida catastrófica',
    triggerPhrase: 'que la aseguradora recibió una prueba de pérdida escrita satisfactoria',
    citation: 'Louisiana Revised Statutes 22:1892.2(A)(2)',
    caveat: 'Solo para una pérdida catastrófica; para cualquier otra pérdida se aplica la fecha de 30 días.',
    effectiveNote:
      'El §22:1892.2(A)(2) está vigente desde el 1 de julio de 2024; se aplica a las pruebas de pérdida recibidas desde esa fecha.',
  },
  'us-la-proof-form': {
    title: 'Enviar el formulario de prueba de pérdida',
    duty: 'enviar el formulario de declaración de prueba de pérdida',
    triggerPhrase: 'que la aseguradora recibió el reclamo',
    citation: 'Louisiana Revised Statutes 22:1892.3(C)',
    caveat: 'Se aplica cuando la aseguradora pide una declaración de prueba de pérdida.',
    effectiveNote: LA_1892_3,
  },
  'us-la-proof-complete-notice': {
    title: 'Decirle si su prueba de pérdida está completa',
    duty: 'decir si una declaración de prueba de pérdida está completa o incompleta',
    triggerPhrase: 'que la aseguradora recibió la declaración de prueba de pérdida',
    citation: 'Louisiana Revised Statutes 22:1892.3(D)',
    effectiveNote: LA_1892_3,
  },
  'us-la-reply': {
    title: 'Responder a su consulta o solicitud',
    duty: 'responder a una consulta o solicitud del asegurado',
    triggerPhrase: 'la consulta o solicitud del asegurado',
    citation: 'Louisiana Revised Statutes 22:1896(A)',
    effectiveNote: fromFloor('el §22:1896'),
  },
  'us-la-1312-proof-form': {
    title: 'Enviar un formulario para la prueba de pérdida',
    duty: 'enviar un formulario adecuado para presentar una prueba de pérdida',
    triggerPhrase: 'que la aseguradora recibió el aviso de la pérdida',
    citation: 'Louisiana Revised Statutes 22:1312',
    caveat: 'Para los reclamos desde el 1 de agosto de 2025 también se aplican los 10 días hábiles, más cortos, del §22:1892.3(C).',
    effectiveNote: fromFloor('el §22:1312'),
  },
  'us-la-suit': {
    title: 'Último día para demandar a la aseguradora por el reclamo (por lo menos este plazo)',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Louisiana Revised Statutes 22:868(B)',
    caveat: `La ley no permite que una póliza le dé menos de 24 meses para demandar; su póliza puede darle más. Las fuentes leídas no dicen cuándo empieza el plazo, así que aquí se cuenta desde la fecha de la pérdida. ${SUE_EARLY}`,
    effectiveNote: fromFloor('La. R.S. 22:868(B)'),
    provisionalReason: 'No se leyó el texto del §22:868(B): los 24 meses vienen de una noticia sobre una decisión judicial.',
  },
  'us-ga-acknowledge': {
    title: 'Acusar recibo del reclamo',
    duty: 'acusar recibo del reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(1)',
    effectiveNote: GA,
  },
  'us-ga-claim-forms': {
    title: 'Enviar los formularios de prueba de pérdida',
    duty: 'enviar los formularios necesarios para probar el reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(2)',
    effectiveNote: GA,
  },
  'us-ga-decide-auto': {
    title: 'Aceptar o negar el reclamo',
    duty: 'aceptar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida completa',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    effectiveNote: GA,
  },
  'us-ga-decide-fire': {
    title: 'Aceptar o negar el reclamo',
    duty: 'aceptar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió la prueba de pérdida completa',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    caveat:
      'Los 60 días son para pólizas de tipo incendio o de cobertura extendida, y así se leen aquí las pólizas de vivienda y de propiedad.',
    effectiveNote: GA,
  },
  'us-ga-investigate-without-proof': {
    title: 'Investigar el reclamo (cuando no se exige prueba de pérdida)',
    duty: 'hacer la investigación necesaria para aceptar o negar el reclamo',
    triggerPhrase: 'que la aseguradora recibió el reclamo',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    caveat:
      'Se aplica solo cuando la aseguradora no le pide una prueba de pérdida; si se la pide, se aplica en cambio el plazo posterior a la prueba de pérdida.',
    effectiveNote: GA,
  },
  'us-ga-pay': {
    title: 'Pagar el reclamo una vez confirmada la cobertura',
    duty: 'pagar el reclamo una vez confirmada la cobertura',
    triggerPhrase: 'que la aseguradora confirmó la cobertura',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(4)',
    effectiveNote: GA,
  },
  'us-co-pay-or-deny': {
    title: 'Pagar o negar el reclamo',
    duty: 'pagar o negar un reclamo válido y completo',
    triggerPhrase: 'que la aseguradora recibió un reclamo válido y completo',
    citation: 'Colorado Regulation 3 CCR 702-5-1-14 §4.A.1.a (según C.R.S. §10-3-1110(2))',
    caveat:
      'Se cuenta desde que la aseguradora tuvo todo lo que pidió. Una disputa razonable sobre el reclamo hace que este plazo no se aplique.',
    effectiveNote: fromFloor('el 3 CCR 702-5-1-14'),
  },
  'us-il-acknowledge': {
    title: 'Acusar recibo del reclamo',
    duty: 'acusar recibo del reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: '50 Ill. Adm. Code Part 919; 919.40 (días calendario)',
    effectiveNote: IL,
    provisionalReason: IL_SUMMARY,
  },
  'us-il-contact': {
    title: 'Comunicarse con usted sobre el reclamo',
    duty: 'comunicarse con el reclamante sobre el reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: '50 Ill. Adm. Code Part 919, investigación diligente; 919.40 (días calendario)',
    effectiveNote: IL,
    provisionalReason: `${IL_SUMMARY} El resumen da esta obligación solo cuando la responsabilidad es razonablemente clara.`,
  },
  'us-il-pay': {
    title: 'Pagar el reclamo una vez afirmada la responsabilidad',
    duty: 'pagar el reclamo después de afirmar su responsabilidad',
    triggerPhrase: 'que la aseguradora afirmó su responsabilidad',
    citation: '50 Ill. Adm. Code 919.50(a)',
    effectiveNote: IL,
    provisionalReason: IL_SUMMARY,
  },
  'us-il-auto-delay-letter': {
    title: 'Explicar por escrito por qué el reclamo del auto no está resuelto',
    duty: 'explicar por escrito por qué un reclamo por daños al auto sigue sin resolverse',
    triggerPhrase: 'que se reportó el reclamo',
    citation: '50 Ill. Adm. Code 919.80(b)(2)',
    caveat:
      'La obligación surge cuando el reclamo lleva más de 40 días abierto: si sigue sin resolverse después de esta fecha, la aseguradora le debe una explicación por escrito.',
    effectiveNote: IL,
  },
  'us-nc-acknowledge': {
    title: 'Acusar recibo del reclamo',
    duty: 'acusar recibo del reclamo',
    triggerPhrase: 'que la aseguradora recibió un aviso del reclamo por escrito o por medios electrónicos',
    citation: 'N.C. Gen. Stat. §58-3-100(c)',
    caveat:
      'El plazo empieza solo con un aviso del reclamo por escrito o por medios electrónicos: un reclamo reportado solo por teléfono no lo inicia.',
    effectiveNote: NC,
  },
  'us-nc-claim-forms': {
    title: 'Enviar los formularios de prueba de pérdida',
    duty: 'enviar los formularios necesarios para probar el reclamo',
    triggerPhrase: 'que la aseguradora recibió el aviso del reclamo',
    citation: 'N.C. Gen. Stat. §58-3-40',
    caveat:
      'Se aplica cuando la póliza exige una prueba de pérdida por escrito. Si los formularios no llegan a tiempo, un relato por escrito de la pérdida cuenta como su prueba.',
    effectiveNote: NC,
  },
  'us-nc-pay-settlement': {
    title: 'Pagar el reclamo acordado',
    duty: 'pagar un reclamo acordado',
    triggerPhrase: 'que se acordó el reclamo',
    citation: '11 NCAC 4.0421(1)',
    effectiveNote: NC,
    provisionalReason:
      'La regla solo se leyó en un resumen, que cuenta los 10 días desde la decisión de pagar de la aseguradora; aquí se cuentan desde su aceptación.',
  },
  'us-nc-suit': {
    title: 'Último día para demandar a la aseguradora por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'el inicio de la pérdida',
    citation: 'N.C. Gen. Stat. §1-52(12), §58-44-16',
    caveat: `Se cuenta desde la fecha de la pérdida. Una póliza no puede darle menos tiempo (§58-3-35(b)). ${SUE_EARLY}`,
    effectiveNote: NC,
    provisionalReason:
      'Las G.S. 1-52(12) y 58-44-16 solo se leyeron en resúmenes de bufetes de abogados, que coinciden en tres años desde el inicio de la pérdida.',
  },
  'us-policy-proof-of-loss': {
    title: 'Enviar la prueba de pérdida jurada',
    duty: 'enviar la prueba de pérdida jurada',
    triggerPhrase: 'la solicitud de prueba de pérdida de la aseguradora',
    citation: 'Texto estándar de la póliza de vivienda (ISO HO-3), no una ley',
    caveat:
      'Una condición de la póliza, no una ley: manda el texto de su propia póliza. Revise sus condiciones "Duties After Loss" (obligaciones después de una pérdida).',
    effectiveNote: fromFloor('el texto de la póliza'),
  },
  'ca-bc-limitation': {
    title: 'Plazo de prescripción para demandar por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'British Columbia Insurance Act, s.23(1)(a)',
    caveat:
      'Aquí se cuenta desde la fecha de la pérdida; los dos años corren desde que usted supo o debió saber de la pérdida, lo que puede ser más tarde. Consulte con un abogado antes de confiar en esta fecha. El seguro de auto en Columbia Británica se rige en cambio por la Insurance (Vehicle) Act.',
    effectiveNote:
      'Vigente desde el 1 de julio de 2012 para los contratos celebrados o renovados desde entonces; aquí se aplica a las pérdidas desde esa fecha.',
  },
  'ca-ab-limitation': {
    title: 'Plazo de prescripción para demandar por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Alberta Insurance Act, s.526(1)(a)',
    caveat:
      'Aquí se cuenta desde la fecha de la pérdida; los dos años corren desde que usted supo o debió saber de la pérdida, lo que puede ser más tarde. Consulte con un abogado antes de confiar en esta fecha. La aseguradora debe informarle por escrito de este plazo de prescripción (Fair Practices Regulation, AR 128/2001, s.5.3).',
    effectiveNote:
      'Vigente desde el 1 de julio de 2012 para los contratos celebrados o renovados desde entonces; aquí se aplica a las pérdidas desde esa fecha.',
  },
  'ca-on-auto-limitation': {
    title: 'Plazo de prescripción para demandar por daños al auto',
    duty: 'presentar cualquier demanda por la pérdida o los daños del auto o de su contenido',
    triggerPhrase: 'la pérdida o el daño',
    citation: 'Ontario Insurance Act, s.259.1',
    caveat:
      'Cubre la pérdida o los daños del auto y de su contenido; los tribunales han resuelto que no alcanza la pérdida de uso. Los reclamos por lesiones siguen otros plazos.',
    effectiveNote: CANADA,
  },
  'ca-on-limitation': {
    title: 'Plazo de prescripción para demandar por el reclamo',
    duty: 'presentar cualquier demanda por el reclamo',
    triggerPhrase: 'la pérdida o el daño',
    citation: 'Ontario Insurance Act, s.148, statutory condition 14 (1 año); Limitations Act, 2002 (2 años desde el descubrimiento)',
    caveat:
      'Se muestra la más temprana de las dos fechas posibles: en cambio puede aplicarse el plazo de dos años de la Limitations Act, 2002, contado desde que usted descubrió el reclamo (a menudo, la negación). Consulte con un abogado.',
    effectiveNote: CANADA,
    provisionalReason:
      'Los tribunales no han resuelto si se aplica la condición legal 14 de un año de una póliza de vivienda o los dos años desde el descubrimiento de la Limitations Act.',
  },
  'ca-on-auto-report': {
    title: 'Avisar a su aseguradora que piensa solicitar beneficios por accidente',
    duty: 'avisar a la aseguradora que piensa solicitar beneficios por accidente',
    triggerPhrase: 'el accidente',
    citation: 'Ontario Statutory Accident Benefits Schedule, O. Reg. 34/10, s.32',
    caveat:
      'Para los beneficios por accidente (lesiones), o lo antes posible después de los 7 días; una explicación razonable excusa el retraso (s.34).',
    effectiveNote: CANADA,
    provisionalReason: ON_SABS_PROVISIONAL,
  },
  'ca-on-sabs-32-application': {
    title: 'Enviar la solicitud de beneficios por accidente',
    duty: 'enviar la solicitud de beneficios por accidente',
    triggerPhrase: 'que la aseguradora envió los formularios de solicitud',
    citation: 'Ontario Statutory Accident Benefits Schedule, O. Reg. 34/10, s.32',
    caveat: 'Los 30 días corren desde que usted recibió los formularios; esta fecha se cuenta desde la que el diario les da.',
    effectiveNote: CANADA,
    provisionalReason: ON_SABS_PROVISIONAL,
  },
  'ca-nb-auto-proof-of-loss': {
    title: 'Enviar la prueba de pérdida',
    duty: 'enviar la prueba de pérdida',
    triggerPhrase: 'la fecha de la pérdida',
    citation: 'Guía de Insurance Bureau of Canada (página de New Brunswick): prueba de pérdida de auto dentro de 90 días',
    caveat: 'Aquí se cuenta desde la fecha de la pérdida; su póliza indica las condiciones exactas.',
    effectiveNote: CANADA,
    provisionalReason: 'Solo se encontró una guía de la industria de seguros; no se leyó la condición legal en que se basa.',
  },
  'ca-on-pay-after-proof': {
    title: 'Pagar la pérdida',
    duty: 'pagar la pérdida',
    triggerPhrase: 'que la prueba de pérdida quedó completa',
    citation: 'Ontario Insurance Act, s.148, statutory condition 12',
    caveat: 'La póliza puede fijar un plazo más corto, nunca uno más largo.',
    effectiveNote: CANADA,
    provisionalReason:
      'Los 60 días vienen de un resumen de la s.148 y coinciden con el texto habitual; no se leyó la condición legal misma.',
  },
  'ca-qc-pay-or-reject': {
    title: 'Pagar o rechazar el reclamo',
    duty: 'pagar la indemnización o rechazar el reclamo',
    triggerPhrase: 'que la aseguradora recibió la declaración de siniestro o la última información que pidió',
    citation: 'Code civil du Québec, art. 2473 (Código Civil de Quebec)',
    effectiveNote: CANADA,
    provisionalReason: 'El artículo solo se leyó tal como lo citan y aplican decisiones judiciales de Quebec, no en el Código mismo.',
  },
  'practice-follow-up': {
    title: 'Dar seguimiento si la aseguradora no ha respondido',
    duty: 'darle seguimiento a la aseguradora',
    triggerPhrase: 'el último mensaje a la aseguradora',
    citation: 'Consejo práctico de Benji, no un plazo legal',
    effectiveNote: fromFloor('este consejo práctico'),
  },
};

export const SPANISH_DEADLINE_WORDS: DeadlineWords = {
  rules: RULES,
  disclaimer: 'Información general, no asesoría legal.',
  businessDaysNote: BUSINESS_DAYS_NOTES,
  rollForwardNote,
  rollForwardLaw,
  policyClauses: SPANISH_POLICY_CLAUSES,
  advisories: SPANISH_ADVISORIES,
  regions: SPANISH_REGIONS,
};
