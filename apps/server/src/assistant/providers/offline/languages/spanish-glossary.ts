import type { GlossaryWords } from './glossary-words';
import { SPANISH_AUTO_TERMS } from './spanish-terms-auto';
import { SPANISH_CLAIM_PROCESS_TERMS } from './spanish-terms-claim-process';
import { SPANISH_HOME_TERMS } from './spanish-terms-home';
import { SPANISH_SETTLEMENT_TERMS } from './spanish-terms-settlement';

// Insurance terms as US Spanish-speaking policyholders hear them: deducible, valor real en
// efectivo, costo de reemplazo, prueba de pérdida, ajustador. The policy's own words are quoted as written.

export const SPANISH_GLOSSARY: GlossaryWords = {
  terms: { ...SPANISH_SETTLEMENT_TERMS, ...SPANISH_HOME_TERMS, ...SPANISH_AUTO_TERMS, ...SPANISH_CLAIM_PROCESS_TERMS },
  inYourPolicy: (page, sentence) => `**En su póliza (página ${page}):** «${sentence}»`,
  records: {
    payment: (amount) => `Su diario registra un pago de ${amount}.`,
    holdback: (paid, heldBack) =>
      `En su reclamo, ${paid ? `se pagaron ${paid} sobre la base del valor real en efectivo y ` : ''}${heldBack} figuran como retenidos.`,
    estimate: (amount) => `El estimado que consta en su expediente es de ${amount}.`,
    deductible: (amount) => `Su expediente menciona un deducible de ${amount}.`,
    limit: (amount) => `Su expediente menciona un límite de ${amount}.`,
    denial: (on, written) =>
      written
        ? `Su expediente muestra una negación${on ? ` el ${on}` : ''}, por escrito.`
        : `Su expediente muestra una negación${on ? ` el ${on}` : ''}, pero no por escrito: pídale a la aseguradora que la ponga en una carta que cite el texto de la póliza.`,
    reservation: (on) => `Su diario registra una reserva de derechos de la aseguradora el ${on}.`,
    suit: (lines) => `En su reclamo: ${lines.join('; ')}.`,
    suitLine: (title, date, citation) => `${title}: ${date} (${citation})`,
  },
  twoValues: (replacement, cash, depreciation) =>
    `**Sus dos cifras:** el costo de reemplazo de ${replacement} menos el valor real en efectivo de ${cash} da ${depreciation}, que es la depreciación por antigüedad y desgaste. En una póliza de costo de reemplazo, esa parte normalmente se retiene y se paga cuando termina la reparación o el reemplazo, dentro del plazo que da la póliza.`,
  policyDecides: 'El texto de su póliza manda por encima de estas definiciones generales.',
  ownDefinitions: 'Lo que decide son las definiciones de su propia póliza: pregúnteme qué dice su póliza al respecto.',
  noEntryNoPolicy: [
    'No tengo una explicación sencilla para ese término, ni tengo su póliza para ver cómo lo usa.',
    'Suba el PDF de su póliza en **Datos del reclamo**, en esta página, y vuelva a preguntarme: le citaré el texto de su póliza, con su página. Su ajustador también puede decirle, por escrito, cómo usa su póliza ese término.',
  ],
  noEntryButUsed: 'No tengo una explicación sencilla para ese término, pero su póliza lo usa.',
  usedOnPage: (page, sentence) => `**Su póliza lo usa en la página ${page}:** «${sentence}»`,
  usedDecides:
    'Lo que quiere decir para su reclamo lo decide el texto de su póliza; su ajustador puede confirmarle por escrito cómo se aplica.',
  noEntryNotFound: [
    'No tengo una explicación sencilla para ese término, y no lo encontré en su póliza.',
    'Su agente, su corredor o su ajustador se lo puede explicar, por escrito. Si quiere saber si una pérdida está cubierta, cuénteme qué pasó y le cito lo que dice su póliza, con su página.',
  ],
};
