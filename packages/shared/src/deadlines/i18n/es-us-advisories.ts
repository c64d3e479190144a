import type { AdvisoryWording } from '../advisories';

// "Also good to know" in US Spanish, with "usted". Laws keep the names they are cited by in English,
// as the rules' table does.

export const SPANISH_ADVISORIES: AdvisoryWording = {
  'us-ca-time-limit-notice': {
    text: ({ days }) =>
      `La aseguradora debe avisarle por escrito de cualquier plazo que se aplique a su reclamo al menos ${days} días antes de que venza.`,
    citation: 'California Code of Regulations, title 10, §2695.7(f)',
  },
  'us-tx-late-payment': {
    text: ({ annualRate, judgmentRatePlus, catastropheDays }) =>
      `Un reclamo pagado con retraso genera intereses del ${annualRate}% anual más los honorarios de abogado (en un reclamo de propiedad ` +
      'por el clima u otra fuerza de la naturaleza demandado desde el 1 de septiembre de 2017, la tasa de interés judicial más ' +
      `${judgmentRatePlus}%); en una zona declarada de catástrofe, cada plazo tiene ${catastropheDays} días más.`,
    citation: 'Texas Insurance Code §542.060, §542.059',
  },
  'us-tx-presuit-notice': {
    text: ({ days }) =>
      'Antes de demandar por un reclamo de propiedad causado por el clima u otra fuerza de la naturaleza, usted debe enviarle a la ' +
      `aseguradora un aviso por escrito de su queja y del monto que reclama al menos ${days} días antes de presentar la demanda, salvo ` +
      'que un plazo de prescripción esté por vencer.',
    citation: 'Texas Insurance Code §542A.003',
  },
  'us-fl-estimate-copy': {
    text: ({ days }) =>
      'Si el ajustador de la aseguradora prepara un estimado detallado de la pérdida, la aseguradora debe enviarle una copia dentro de ' +
      `los ${days} días siguientes a su preparación.`,
    citation: 'Florida Statutes §627.70131 (modificado por la ley SB 2-A, desde el 1 de marzo de 2023)',
  },
  'us-ga-payment-demand': {
    text: ({ days }) =>
      'Antes de poder reclamar una penalidad porque la aseguradora se negó de mala fe a pagar, usted debe exigirle el pago por escrito ' +
      `y darle ${days} días para pagar.`,
    citation: 'O.C.G.A. §33-4-6',
  },
  'us-co-wildfire-total-loss': {
    text: ({ replacementMonths, livingExpenseMonths }) =>
      'Después de una pérdida total por un incendio forestal, su póliza de propietario de vivienda debe darle al menos ' +
      `${replacementMonths} meses para cobrar el costo de reposición y al menos ${livingExpenseMonths} meses de gastos adicionales de vivienda.`,
    citation: 'C.R.S. §10-4-110.8',
  },
  'us-il-suit-limit-paused': {
    text: () =>
      'El plazo que la póliza le da para demandar deja de correr desde que usted entrega la prueba de pérdida hasta que la aseguradora ' +
      'rechaza el reclamo.',
    citation: '215 ILCS 5/143.1',
  },
  'ca-bc-notice-and-proof': {
    text: () => 'Avise de la pérdida de inmediato y entregue la prueba de pérdida tan pronto como sea posible.',
    citation: 'British Columbia Insurance Act, s.29, statutory condition 6',
  },
  'ca-ab-limitation-notice': {
    text: ({ reportDays, denialBusinessDays }) =>
      'La aseguradora debe informarle por escrito qué plazo de prescripción se aplica: dentro de los ' +
      `${reportDays} días después de que usted reporte un reclamo que no se ha resuelto, o dentro de los ${denialBusinessDays} días ` +
      'hábiles después de rechazar el reclamo. Si no lo hace, un tribunal puede extender el plazo.',
    citation: 'Alberta Fair Practices Regulation, AR 128/2001, s.5.3',
  },
  'practice-keep-open': {
    text: ({ days }) =>
      `Pídale por escrito a la aseguradora que mantenga el reclamo abierto durante ${days} días mientras usted reúne los documentos.`,
    citation: 'Consejo práctico de Benji',
  },
  'practice-proof-of-loss': {
    text: () => 'Envíe una prueba de pérdida aunque la aseguradora no se la haya pedido.',
    citation: 'Consejo práctico de Benji',
  },
};
