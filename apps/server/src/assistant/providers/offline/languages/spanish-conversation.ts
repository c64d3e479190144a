import type { ConversationWords } from './conversation-words';

// Written as a US help desk would say it: "reclamo", "ajustador", "póliza", and "usted".
export const SPANISH_CONVERSATION: ConversationWords = {
  refusalLead: 'No puedo ayudarle con eso',
  refusalRest: ': soy Benji y solo trabajo en su reclamo de seguro. Esto es lo que puedo hacer:',
  whatIDo: [
    'redactar correos y cartas para su ajustador, con los datos de su reclamo',
    'responder preguntas sobre su propia póliza, citando la página',
    'decirle qué plazos se aplican a su reclamo y en qué fecha vencen',
    'preparar su prueba de pérdida (proof of loss) y prepararle para un examen bajo juramento',
    'decirle en qué punto está su reclamo y qué hacer ahora',
  ],
  clarifyLead: '¿Cuál de estas opciones necesita?',
  replyWithNumber: 'Responda con el número, o dígamelo con sus propias palabras.',
  jobChoices: {
    status_update: 'un correo pidiendo a su ajustador una actualización',
    email_reply: 'una respuesta a un correo de su ajustador',
    dispute_offer: 'una carta disputando la oferta de liquidación',
    written_denial: 'una carta pidiendo la negación y el texto de la póliza por escrito',
    more_time: 'una carta pidiendo más tiempo a la aseguradora',
    appraisal: 'una carta invocando la tasación (appraisal)',
    living_expenses: 'una solicitud de sus gastos adicionales de vivienda',
    depreciation: 'una solicitud para liberar la depreciación retenida',
    escalate: 'escalar a un supervisor o al regulador de seguros',
    policy_question: 'lo que dice su póliza al respecto',
    deadline_question: 'los plazos que se aplican y sus fechas',
    proof_of_loss: 'su prueba de pérdida, redactada',
    euo: 'prepararse para un examen bajo juramento',
    next_steps: 'en qué punto está su reclamo y qué hacer ahora',
    claim_record: 'los datos de su reclamo: aseguradora, número de reclamo, ajustador',
    explain_term: 'qué significa un término de seguros',
    legal: 'quién puede asesorarle en una cuestión legal',
    letter: 'una carta de las plantillas de cartas',
    incident: 'los primeros pasos después de una pérdida',
    greeting: 'un saludo',
    capabilities: 'lo que puedo hacer por usted',
    off_topic: 'algo ajeno a los reclamos de seguro',
  },
  englishLead: (gloss) =>
    gloss
      ? `Esta parte de mi respuesta todavía está en inglés. Así entendí su pregunta: «${gloss}». Si no es lo que quería decir, escríbala de otra manera y empiezo de nuevo.`
      : 'Esta parte de mi respuesta todavía está en inglés.',
};
