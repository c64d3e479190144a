import type { RecordWords } from './record-words';

// The record as the web's Spanish screens name it (Datos del reclamo, diario del reclamo); the
// holdback and living expenses as the Spanish letters write them.

const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ni ${items.at(-1)}`);

export const SPANISH_RECORD: RecordWords = {
  noClaim:
    'Todavía no tiene un reclamo en Benji. Presente su reclamo en el panel y agregue su aseguradora, su número de reclamo y su ajustador en **Datos del reclamo**: yo se los guardo.',
  recordHeading: '**Su expediente del reclamo**',
  labels: {
    insurer: 'Aseguradora',
    claimNumber: 'Número de reclamo',
    policyNumber: 'Número de póliza',
    adjuster: 'Ajustador',
    loss: 'Pérdida',
    status: 'Estado',
  },
  notOnRecord: 'todavía no consta en su expediente',
  addMissing: 'Agregue lo que falta en **Datos del reclamo**, en esta página: cada carta que le redacto toma esos datos de ahí.',
  ledgerHeading: '**En el registro de pagos de su reclamo**',
  ledger: {
    paidSoFar: (money) => `Pagado a usted hasta ahora: ${money}`,
    stillHeldBack: (money) => `Todavía retenido (depreciación recuperable): ${money}`,
    livingExpenses: (spent, reimbursed) => `Gastos adicionales de vivienda: ${spent} gastados, ${reimbursed} reembolsados`,
    deductible: (money) => `Deducible: ${money}`,
    awaitingEndorsement: (money) => `Cheques pendientes del endoso de un cobeneficiario: ${money}`,
  },
  toCome: {
    heldBack: (money) => `los ${money} retenidos, una vez terminado y facturado el trabajo`,
    livingExpenses: (money) => `los ${money} de gastos de vivienda que aún no le reembolsan`,
  },
  stillToClaim: (parts) => `Le falta reclamar ${parts.join('; y ')}.`,
  diaryHeading: '**En el diario de su reclamo**',
  moneyHeading: '**El dinero que consta en su reclamo**',
  roles: {
    payment: 'Pagado a usted',
    offer: 'Ofrecido',
    holdback: 'Retenido (depreciación recuperable)',
    deductible: 'Deducible',
  },
  none: { payment: 'ningún pago', offer: 'ninguna oferta', holdback: 'ningún monto retenido', deductible: 'ningún deducible' },
  diaryRecordsNone: (nones, yet) => `El diario de su reclamo ${yet ? 'todavía ' : ''}no registra ${list(nones)}.`,
  logMoney:
    'Si la aseguradora pagó o escribió algo que el diario no muestra, anótelo con su fecha y su monto, y cada carta que le redacte lo usará.',
  diaryDoesNotSay: '**El diario de su reclamo no lo dice.** Ninguna anotación habla de eso, así que no puedo decirle cuándo pasó.',
  logWithDate:
    'Si tiene el correo, la carta o el recibo, anótelo en el diario del reclamo con su fecha: los plazos legales de la aseguradora se cuentan a partir de esas fechas.',
  fromDiary: '**Según el diario de su reclamo:**',
  whichOne: 'Dígame cuál es si no es la primera.',
};
