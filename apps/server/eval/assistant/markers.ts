// The exact phrases the assistant is to open these replies with; the evaluation looks for them
// verbatim, in English, Canadian French or US Spanish (the reply is in the language asked in).
export const REFUSAL_LEAD = "I can't help with that";
export const REFUSAL_LEADS = [REFUSAL_LEAD, 'Je ne peux pas vous aider avec cela', 'No puedo ayudarle con eso'];
export const CLARIFY_LEAD = 'Which of these do you need?';
export const CLARIFY_LEADS = [CLARIFY_LEAD, 'Lequel de ces choix vous faut-il?', '¿Cuál de estas opciones necesita?'];
export const FILL_BEFORE_SENDING = 'Fill before sending';
export const FILL_BEFORE_SENDING_LEADS = [FILL_BEFORE_SENDING, 'À remplir avant l’envoi', 'Complete antes de enviar'];
