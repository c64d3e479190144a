// The exact phrases the assistant is to open these replies with; the evaluation looks for them verbatim.
export const REFUSAL_LEAD = "I can't help with that";
export const CLARIFY_LEAD = 'Which of these do you need?';
export const FILL_BEFORE_SENDING = 'Fill before sending';
