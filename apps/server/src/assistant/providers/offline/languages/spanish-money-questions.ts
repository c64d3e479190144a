import type { MoneyQuestionWords } from './money-question-words';

// As the Spanish letters name them: la depreciación recuperable retenida, pagada sobre el valor
// real en efectivo; los gastos adicionales de vivienda (pérdida de uso).

export const SPANISH_MONEY_QUESTIONS: MoneyQuestionWords = {
  holdbackHow: (figures) =>
    `**Cómo recuperar la depreciación retenida:** la aseguradora paga primero el valor real en efectivo y retiene la depreciación (el costo de reemplazo menos el valor real en efectivo) hasta que usted repare o reemplace. ${figures}`,
  holdbackFigures: (holdback, on, payment) =>
    `En su reclamo, ${payment ? `se pagaron ${payment} con base en el valor real en efectivo y ` : ''}constan **${holdback}** como retenidos${on ? ` (el ${on})` : ''}.`,
  noHoldbackOnRecord:
    'Sus registros todavía no muestran un monto retenido: la carta de pago de la aseguradora o su hoja de liquidación indica cuánto es.',
  holdbackSteps: [
    'Repare el daño o reemplace los artículos (de la misma clase y calidad).',
    'Envíe las facturas o recibos finales, y fotos del trabajo terminado o de los artículos nuevos.',
    'Pida por escrito el pago del monto retenido, y la fecha en que lo pagarán.',
  ],
  releaseOffer: (adjuster) => `Pídame «redactar la solicitud de pago» y se la dirijo a ${adjuster ?? 'su ajustador'}.`,
  livingIntro: (auto) =>
    auto
      ? '**Transporte mientras su vehículo no se puede usar:** muchas pólizas de auto pagan un auto de alquiler u otro transporte, por día hasta un máximo, mientras el vehículo no se pueda usar a causa de una pérdida cubierta.'
      : '**Gastos adicionales de vivienda (pérdida de uso):** su póliza paga el aumento de sus gastos de vida mientras no se pueda vivir en su casa a causa de una pérdida cubierta: lo que gasta por encima de sus gastos normales, no los gastos normales en sí.',
  noLivingClause:
    'No encontré una cláusula de gastos adicionales de vivienda en los pasajes de su póliza que leí: pregúnteme «qué dice mi póliza sobre la pérdida de uso».',
  autoPoints: [
    'Normalmente cuentan el auto de alquiler, los taxis, los viajes por aplicación y el transporte público.',
    'Guarde cada recibo, y pida por escrito el monto por día y el máximo.',
  ],
  homePoints: [
    'Normalmente cuentan: el hotel o la renta, lo que gasta en comidas por encima de su compra habitual, las millas adicionales, la lavandería, el hospedaje de mascotas y el almacenaje.',
    'No cuentan: su renta o hipoteca de siempre, ni las cuentas que pagaría de todos modos.',
  ],
  limitLine: (limit) =>
    limit
      ? `El límite de su póliza para esta cobertura: ${limit}. Pida por escrito cuánto queda.`
      : 'Esta cobertura tiene un límite y a menudo también un límite de tiempo: pida ambos por escrito.',
  namedCosts: (costs, total) =>
    `Los gastos que usted menciona o que registra su diario: ${costs.join(' + ')}${total ? ` = ${total}` : ''}. Guarde el recibo de cada uno.`,
  requestOffer: (adjuster, itemised) =>
    `Pídame «redactar la solicitud» y se la dirijo a ${adjuster ?? 'su ajustador'}${itemised ? ', con cada gasto detallado y el total' : ''}.`,
};
