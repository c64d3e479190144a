import type { EuoSentences } from './euo-words';

// The examination under oath as US policyholders hear it in Spanish: « examen bajo juramento »
// (EUO), conducted by the insurer's lawyer and recorded by a taquígrafo judicial.

export const SPANISH_EUO: EuoSentences = {
  heading: (claim) =>
    claim
      ? `**Cómo prepararse para su examen bajo juramento (EUO)** para su reclamo (${claim.type})${claim.insurer ? ` con ${claim.insurer}` : ''} (pérdida del ${claim.lossDate}${claim.claimNumber ? `, reclamo ${claim.claimNumber}` : ''}).`
      : '**Cómo prepararse para su examen bajo juramento (EUO)** para su reclamo.',
  notice: (date, summary) => `**El aviso de la aseguradora** (${date}): ${summary}`,
  afterDenial: (recordedOn) =>
    `**Después de una negación.** ${recordedOn ? `Su diario registra una negación el ${recordedOn}` : 'Su mensaje habla de una negación'}. La mayoría de las pólizas todavía le permiten a la aseguradora exigir un examen bajo juramento, y negarse puede costarle el reclamo, así que preséntese; pero antes pregunte por escrito si la negación sigue en pie, para qué es el examen y qué condición de la póliza lo exige.`,
  whatItIs:
    'El examen bajo juramento es una entrevista formal, bajo juramento, que muchas pólizas le permiten exigir a la aseguradora. Un abogado de la aseguradora hace las preguntas y un taquígrafo judicial registra cada palabra.',
  beforeHeading: '**Antes del día del examen**',
  groundRules: [
    'Pida por escrito la fecha, la hora, el lugar y la disposición de la póliza que exige el examen, y confirme que va a asistir.',
    'Pida por escrito la lista de documentos que quieren que lleve, y una copia de cualquier declaración que haya dado antes.',
    'Vuelva a leer su póliza, su reclamo, su prueba de pérdida y cada carta, y haga una cronología de los hechos con sus fechas.',
    'Puede llevar un abogado, pagado por usted; mucha gente lo hace. Considere hablar con uno antes del examen.',
    'Conteste con la verdad y solo lo que le preguntan. Si no sabe o no se acuerda, dígalo; nunca adivine.',
    'Pida que le repitan una pregunta que no esté clara, y tome un descanso cuando lo necesite.',
    'Pida una copia de la transcripción y léala con cuidado antes de firmarla; anote cualquier corrección por escrito.',
    'Lleve una identificación con foto y copias de todo lo que lleve, y quédese con los originales.',
  ],
  bringHeading: (type) => `**Qué llevar para un reclamo de este tipo (${type})**`,
  expectHeading: '**Espere preguntas sobre**',
  tellKind:
    '**Dígame el tipo de pérdida** (por ejemplo “incendio de la casa”, “robo del carro” o “inundación del sótano”), o presente su reclamo, y le agrego los documentos que debe llevar y las preguntas que puede esperar para ese tipo de reclamo.',
};
