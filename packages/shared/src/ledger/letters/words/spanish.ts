import { toAdjuster } from '../../../templates/data/es-us/frame';
import type { LedgerLetterWords } from './ledger-letter-words';

// US insurance Spanish, as the Spanish letter templates write it: reclamo, pérdida, ajustador,
// valor real en efectivo for actual cash value, depreciación recuperable for the holdback; "usted".
const PER = { day: 'por día', night: 'por noche', week: 'por semana', month: 'por mes' } as const;
const UNIT = { day: ['día', 'días'], week: ['semana', 'semanas'], month: ['mes', 'meses'] } as const;

export const SPANISH_LEDGER_LETTERS: LedgerLetterWords = {
  language: 'es-US',
  toAdjuster,
  line: ({ amount, date, payee, note }) => `${amount}${payee ? ` a ${payee}` : ''} el ${date}${note ? ` (${note})` : ''}`,
  dated: (amount, date) => `${amount} el ${date}`,
  inAll: (total, dated) => `${total} en total: ${dated.slice(0, -1).join(', ')} y ${dated.at(-1)}`,
  totalPaid: 'Total pagado',
  totalIncurred: 'Total de gastos',
  settlement: ({ acvPaid, heldBack, released }) => {
    const paid = `Ustedes me pagaron ${acvPaid} sobre la base del valor real en efectivo.`;
    const holding = `Retuvieron ${heldBack} de depreciación recuperable hasta que se terminaran las reparaciones o el reemplazo.`;
    return released
      ? `${paid} ${holding} Desde entonces han liberado ${released.amounts}, por lo que todavía retienen ${released.still}.`
      : `${paid} ${holding}`;
  },
  release: {
    subject: 'Liberación de la depreciación recuperable - Reclamo [Claim Number]',
    invoicesPlaceholder: '[Invoices Paid: Contractor, Date, Amount]',
    body: (settlement, paid, still) => `
${settlement}

Las reparaciones o el reemplazo ya están terminados: el trabajo se terminó el [Date Work Was Completed]. Lo pagué de la siguiente manera:
${paid}

Adjunto copias de las facturas y recibos pagados, y fotos del trabajo terminado.

Les pido que liberen la depreciación recuperable de ${still} y que me confirmen por escrito el monto y la fecha en que la pagarán.`,
  },
  livingExpenses: {
    subject: 'Gastos adicionales de vivienda - Reclamo [Claim Number]',
    limitTerms: ({ sum_cents, rate, period }, money) => {
      const terms = [
        rate ? `${money(rate.cents)} ${PER[rate.per]}` : null,
        period ? `hasta por ${period.count} ${UNIT[period.unit][period.count === 1 ? 0 : 1]}` : null,
        sum_cents === null ? null : `hasta ${money(sum_cents)} en total`,
      ].filter((term) => term !== null);
      return terms.length > 0 ? terms.join(', ') : null;
    },
    noReimbursement: (outstanding) =>
      `Según mis registros, no me han reembolsado ninguno de estos gastos hasta ahora, así que quedan ${outstanding} pendientes.`,
    reimbursed: (amounts, outstanding) =>
      `Hasta ahora me han reembolsado ${amounts}${outstanding ? `, por lo que quedan ${outstanding} pendientes` : ''}.`,
    askLimit: (page, terms) => `Que mi póliza (página ${page}) paga ${terms} bajo esta cobertura, y cuánto queda disponible`,
    askLimitUnknown: 'El límite y el plazo de esta cobertura según mi póliza, y cuánto queda disponible',
    expensesPlaceholder: '[Each Expense: What, Dates, Amount]',
    body: (incurred, paid, reimburse, askLimit) => `
Debido a la pérdida, no se puede vivir en mi casa, y mi familia ha pagado más de lo normal para vivir en otro lugar. Bajo la cobertura de gastos adicionales de vivienda (pérdida de uso) de mi póliza, he tenido estos gastos:
${incurred}${paid ? `\n\n${paid}` : ''}

Adjunto los recibos. Les pido que me reembolsen ${reimburse ? `los ${reimburse} pendientes` : 'estos gastos'} y que me confirmen por escrito:
1. ${askLimit}.
2. Si pagarán los gastos futuros por adelantado o contra recibos, y con qué frecuencia.
3. A quién debo enviar los próximos recibos.`,
  },
  depreciationExplanation: {
    subject: 'Solicitud de una explicación detallada de la depreciación - Reclamo [Claim Number]',
    body: (settlement) => `
${settlement}

Les pido que me envíen una explicación detallada de la depreciación que aplicaron, indicando para cada artículo o línea de su estimado:
1. El costo de reemplazo antes de la depreciación.
2. La edad, la vida útil esperada y el estado que usaron.
3. La tasa y el monto de la depreciación, y si es recuperable o no recuperable.
4. Si depreciaron la mano de obra además de los materiales, y por qué.
5. Las listas de precios, tablas de depreciación o programas que usaron, y el texto de la póliza que permite la deducción.

Confirmen también qué debo enviarles para recuperar la depreciación recuperable, y para cuándo.

Les pido que respondan a más tardar el [Response Deadline].`,
  },
  contentsWaiver: {
    subject: 'Solicitud de dispensa del inventario detallado de bienes (pérdida total) - Reclamo [Claim Number]',
    body: `
Mi casa en [Loss Location] fue una pérdida total el [Date of Loss] ([Type of Loss]). Su contenido se destruyó con ella, así que no puedo darles un inventario completo, artículo por artículo, con edades, precios y comprobantes de compra.

Les pido que me dispensen del requisito de inventario detallado de mis bienes personales (contenido) y que paguen el límite de contenido de mi póliza, [Contents Coverage Limit].

Si no me dispensan del todo, les pido que me indiquen por escrito:
1. Si pagarán ahora una parte del límite de contenido, sin inventario, y cuánto.
2. Qué inventario más sencillo aceptarán (por ejemplo, una lista por habitación sin precios ni recibos), y qué plazo tengo para enviarlo.
3. La disposición de la póliza o la ley en la que se basan si exigen un inventario completo.

Les pido que respondan a más tardar el [Response Deadline].`,
  },
};
