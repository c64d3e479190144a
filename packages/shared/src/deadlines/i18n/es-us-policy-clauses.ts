import type { PolicyClauseWords } from './rule-words-type';

// A deadline read from the user's own policy, in US Spanish; the clause itself is quoted as written.
export const SPANISH_POLICY_CLAUSES: PolicyClauseWords = {
  kinds: {
    'policy-suit-clause': {
      title: 'Último día para demandar a la aseguradora según su póliza',
      named: 'cláusula sobre demandas',
      advice:
        'Una condición de la póliza, no una ley: la ley donde usted vive puede darle más tiempo o detener el plazo mientras el reclamo está abierto, pero no cuente con ello. ' +
        'Consulte a un abogado mucho antes de esta fecha.',
    },
    'policy-holdback-clause': {
      title: 'Último día para reclamar la depreciación retenida, según su póliza',
      named: 'plazo para reclamar la depreciación retenida',
      advice:
        'Una condición de la póliza, no una ley: termine las reparaciones o el reemplazo y envíe las facturas pagadas antes de esta fecha. ' +
        'Si el trabajo va a tardar más, pídale por escrito más tiempo a su ajustador antes de que pase la fecha.',
    },
  },
  citation: (named, page) => `Su póliza, ${named}, página ${page} (texto de la póliza, no una ley)`,
  readFrom: (page, wording) => `Leído en la página ${page} de la póliza que usted subió: «${wording}»`,
  says: (wording, page) => `Su póliza dice: «${wording}» (página ${page}).`,
  lossDate: 'la fecha de la pérdida',
};
