import type { LivingWords } from './living-words';

// US Spanish for the coverage: "gastos adicionales de vivienda" (pérdida de uso); for a vehicle,
// "gastos de transporte".
const PER = { day: 'por día', night: 'por noche', week: 'por semana', month: 'al mes' } as const;
const UNIT = { day: ['día', 'días'], week: ['semana', 'semanas'], month: ['mes', 'meses'] } as const;

export const SPANISH_LIVING: LivingWords = {
  rate: (money, per) => `${money} ${PER[per]}`,
  limit: ({ sum, rate, period }, page) =>
    `${[sum, rate, period ? `por ${period.count} ${UNIT[period.unit][period.count === 1 ? 0 : 1]}` : null].filter(Boolean).join(', ')} (página ${page})`,
  intro: (auto, expenses, total, rates) =>
    `**Solicitud de ${auto ? 'reembolso de gastos de transporte' : 'gastos adicionales de vivienda'}**${expenses.length > 0 ? `: ${expenses.join(' + ')}${total ? ` = ${total}` : ''}` : ''}${rates ? `${expenses.length > 0 ? ', y' : ':'} ${rates} de aquí en adelante` : ''}.`,
  subject: (auto) => `${auto ? 'Gastos de transporte' : 'Gastos adicionales de vivienda'} - Reclamo [Claim Number]`,
  goingForward: (rates) =>
    `\nDe aquí en adelante, mi familia está pagando ${rates} para vivir en otro lugar hasta que la vivienda vuelva a ser habitable, lo que se espera para el [Date You Expect to Move Back]. Le pido que me confirme por escrito que pagarán esto mientras duren las reparaciones, y cómo lo pagarán.\n`,
  body: ({ auto, lines, total, clausePage, reimburse, goingForward, limit }) =>
    auto
      ? `
Mi vehículo no se puede usar a causa de la pérdida, y he tenido que pagar otro medio de transporte. Conforme a la cobertura de transporte o de pérdida de uso de mi póliza, le pido que me reembolse estos gastos:
${lines}
${total ? `Total: ${total}\n` : ''}
Adjunto los recibos. Le pido que me confirme por escrito cuánto por día permite mi póliza, por cuánto tiempo y cuándo pagarán.`
      : `
A causa de la pérdida, mi vivienda no se puede habitar, y mi familia está pagando más de lo habitual para vivir en otro lugar. Conforme a la cobertura de gastos adicionales de vivienda (pérdida de uso) de mi póliza${clausePage ? ` (página ${clausePage})` : ''}, le pido que ${
          reimburse
            ? `me reembolse estos gastos:
${lines}
${total ? `Total: ${total}\n` : ''}
Adjunto los recibos.`
            : 'pague estos gastos.'
        }${goingForward} Le pido también que me confirme por escrito:
1. ${limit ? `Que el límite de esta cobertura según mi póliza es ${limit}, y cuánto queda de él` : 'El límite y el plazo de esta cobertura según mi póliza'}.
2. Si pagarán los gastos futuros por adelantado o contra recibos, y con qué frecuencia.
3. A quién debo enviar los próximos recibos.`,
  receiptsNote: (auto) =>
    `Guarde todos los recibos. ${auto ? 'El alquiler de auto, los taxis y el transporte público' : 'El hotel o el alquiler, las comidas por encima de lo que gasta normalmente en el supermercado, las millas adicionales, la lavandería y el hospedaje de mascotas'} normalmente cuentan; sus gastos normales (su alquiler o hipoteca de siempre) no cuentan.`,
  tellEachExpense:
    'Dígame cada gasto con su monto (el hotel o el alquiler, las comidas adicionales, las millas) y se los detallaré y sumaré.',
  whatPolicySays: 'Lo que dice su póliza:',
};
