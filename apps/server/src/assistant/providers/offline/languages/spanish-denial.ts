import type { DenialWords } from './denial-words';

// As a US policyholder asks for a denial in writing in Spanish: "negación", "decisión",
// "disposición de la póliza", "prueba de pérdida jurada"; "usted" throughout.
export const SPANISH_DENIAL: DenialWords = {
  noDenial: [
    'El diario de su reclamo no registra ninguna negación, y su mensaje no dice que el reclamo fue negado, así que no voy a redactar una carta sobre una negación: le diría a la aseguradora algo que no ha ocurrido.',
    'Si el ajustador le dijo, aunque sea por teléfono, que el reclamo o una parte fue negado, dígame cuándo y qué le dijo, y le redactaré una carta para pedirle esa decisión por escrito, con el texto de la póliza en que se basa. Si solo quiere saber qué cubre su póliza, pregúntemelo, o puedo redactarle una **solicitud de aclaración de cobertura**.',
  ],
  noRecordedDenial: [
    'El diario de su reclamo registra su historial, pero ninguna negación, así que todavía no voy a redactar una apelación: le hablaría a la aseguradora de una decisión que sus registros no muestran.',
    'Si recibió una negación (una carta, un correo electrónico o una llamada), anótela en el diario de su reclamo («Negación recibida», con su fecha) o dígame cuándo llegó y qué decía, y le redactaré la apelación a partir de ella. Si la aseguradora simplemente no ha decidido todavía, pídame mejor una **carta de seguimiento**.',
  ],
  intro: (recordedOn) =>
    `**Solicitud de la negación por escrito**${recordedOn ? `, tras la negación registrada en su diario el ${recordedOn}` : ', tras la negación que usted describió'}.`,
  subject: 'Solicitud de la decisión por escrito y de las disposiciones de la póliza - Reclamo [Claim Number]',
  opening: ({ written, on, reported }) => {
    if (written)
      return reported
        ? `Su decisión${on ? ` del ${on}` : ''} niega mi reclamo. Esto es lo que entendí de ella: ${reported}.`
        : `Me refiero a su decisión${on ? ` del ${on}` : ''} de negar mi reclamo.`;
    const told = `${on ? `El ${on}, usted` : 'Usted'} me informó que mi reclamo fue negado${reported ? `; según mis notas: ${reported}` : ''}.`;
    return `${told} No he recibido esta decisión por escrito.`;
  },
  clauseAtIssue: (page, wording) =>
    `Si su decisión se basa en la disposición de la página ${page} de mi póliza (“${wording}”), le pido que me lo confirme y me explique cómo se aplica a mi reclamo.`,
  reports: {
    engineer: 'el informe del ingeniero',
    inspector: 'el informe de inspección',
    inspection: 'el informe de inspección',
    expert: 'el informe del perito',
    lab: 'el informe de laboratorio',
    laboratory: 'el informe de laboratorio',
    mold: 'el informe sobre el moho',
    moisture: 'el informe de humedad',
    hygienist: 'el informe del higienista',
    forensic: 'el informe forense',
    'cause-of-loss': 'el informe sobre la causa de la pérdida',
    'cause of loss': 'el informe sobre la causa de la pérdida',
    appraiser: 'el informe del tasador',
  },
  body: (opening, reports) => `
${opening}

Le pido que me envíe por escrito:
1. Su decisión sobre mi reclamo, y si abarca todo el reclamo o solo una parte.
2. Las disposiciones específicas de la póliza (sección, texto y página) en que se basa.
3. Los hechos y documentos en que se basa su decisión, incluidos ${reports.length > 0 ? `${reports.join(' y ')} y cualquier otro informe de inspección o de peritos` : 'los informes de inspección o de peritos'}.
4. Una copia completa y certificada de mi póliza, con todos los endosos vigentes en la fecha de la pérdida.
5. Cómo puedo pedirle que reconsidere la decisión, y cualquier plazo para hacerlo.

Mientras no reciba esto, no acepto la negación y me reservo todos mis derechos según la póliza.`,
  phoneNote: 'Guarde notas de la llamada en que le comunicaron la negación: la fecha, la hora, quién lo dijo y qué dijo exactamente.',
  appeal: {
    intro: (recordedOn, clausePage) =>
      `**Solicitud de reconsideración de la negación**${recordedOn ? ` registrada en su diario el ${recordedOn}` : ''}, basada en sus razones${clausePage ? ` y en el texto de su póliza (página ${clausePage})` : ''}.`,
    subject: 'Solicitud de reconsideración de la negación - Reclamo [Claim Number]',
    body: ({ on, reasons, clause, claimed }) => `
Le pido que reconsidere su decisión${on ? ` del ${on}` : ''} de negar mi reclamo, y que lo pague conforme a mi póliza.

${reasons ? `Mis razones:\n${reasons}` : 'Mis razones: [Why the Denial Is Wrong]'}
${clause ? `\nMi póliza dice, en la página ${clause.page}: “${clause.wording}”\n` : ''}${claimed ? `\n${claimed}\n` : ''}
Le pido que reconsidere el reclamo a la luz de lo anterior y me envíe su decisión por escrito. Si mantiene la negación, le pido que me indique las disposiciones específicas de la póliza (sección, texto y página) en que se basa, los hechos e informes que fundamentan su decisión, y cómo puedo llevar el asunto más adelante.

Me reservo todos mis derechos según la póliza y la ley.`,
    claimed: (on, amount, summary) => `Mi prueba de pérdida jurada del ${on} reclamaba ${amount} (${summary}).`,
    note: 'Adjunte lo que respalde cada razón: las fotos, el informe de reparación o de remediación, y todo lo que muestre cuándo se descubrió el daño.',
  },
};
