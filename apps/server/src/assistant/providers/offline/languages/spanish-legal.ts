import type { LegalWords } from './legal-words';

// The referral as a US help desk says it in Spanish: an attorney licensed in the state, a public
// adjuster for the amount, and the state's department of insurance for complaints.

export const SPANISH_LEGAL: LegalWords = {
  cannotAdvise:
    'No puedo darle asesoría legal, así que no puedo decirle si debe demandar, si la aseguradora actuó de mala fe, a qué tiene derecho ni si debe firmar un finiquito.',
  whoCan: ({ quebec, where, regulator, canada }) =>
    quebec
      ? `**Quién puede asesorarle:** un abogado o un notario de Quebec que conozca de reclamos de seguros (muchos ofrecen una primera consulta gratis); o ${regulator ? `la ${regulator.name}, en ${regulator.website}` : 'la Autorité des marchés financiers (AMF)'}, que recibe quejas sin costo.`
      : `**Quién puede asesorarle:** un abogado con licencia${where ? ` donde usted vive (${where})` : ''} que lleve reclamos de seguros (muchos ofrecen una primera consulta gratis); un ajustador público, para el monto del reclamo; o ${regulator ? `el regulador, ${regulator.name} (${regulator.website})` : canada ? 'el regulador de seguros de su provincia o el General Insurance OmbudService' : 'el departamento de seguros de su estado'}, que recibe quejas sin costo.`,
  timeToSue: (lines) => `**El plazo para demandar** — corre pase lo que pase con el reclamo:\n${lines}`,
  policyLimit: (page, wording, lastDay) => `Su póliza (página ${page}): “${wording}”${lastDay ? ` — a más tardar el **${lastDay}**` : ''}.`,
  policyClause: (page, body) => `Su póliza (página ${page}): “${body}”`,
  lawDeadline: (title, period, fromLoss, date, citation) =>
    `${title}: ${period}${fromLoss ? ' desde la fecha de la pérdida' : ''}, a más tardar el ${date} (${citation}).`,
  checkConditions:
    'Busque en la sección de **Condiciones** de su póliza una cláusula sobre demandas contra la aseguradora: fija cuánto tiempo tiene para demandar, y ese plazo corre pase lo que pase con el reclamo.',
  actions: (lines) => `**Lo que puede hacer en el reclamo ahora mismo**, con o sin abogado:\n${lines}`,
  missedLimits: (insurer, limits, adjuster) =>
    `A ${insurer ?? 'la aseguradora'} se le ${limits.length > 1 ? 'vencieron los plazos' : 'venció el plazo'} ${limits.join(' y ')}: plantéeselo por escrito a ${adjuster ?? 'su ajustador'} y luego a un supervisor de reclamos («escalar mi reclamo»).`,
  missedLimit: (title, date) => `para ${title} (vencía el ${date})`,
  silentDays: (insurer, days, adjuster) =>
    `${insurer ?? 'La aseguradora'} no le ha escrito en ${days} días: plantéeselo por escrito a ${adjuster ?? 'su ajustador'} y luego a un supervisor de reclamos («escalar mi reclamo»).`,
  denial: {
    written: 'Responda a la negación por escrito con sus pruebas, y pregunte en qué texto de la póliza se basa («apelar la negación»).',
    notWritten: 'Pida la negación por escrito, con el texto de la póliza en que se basa («la negación por escrito»).',
  },
  claimLine: ({ claimNumber, insurer, status, lossDate, denial }) =>
    `Su reclamo${claimNumber ? ` ${claimNumber}` : ''} con ${insurer ?? 'su aseguradora'}: estado ${status}, pérdida del ${lossDate}${denial ? `, negación registrada${denial.on ? ` el ${denial.on}` : ''}` : ''}.`,
  noRelease: 'No firme un finiquito ni acepte un pago «final» hasta que alguien de su confianza lo haya leído.',
};
