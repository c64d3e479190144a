import type { TemplateLanguage } from '@benji/shared';

// The words that frame a letter in the three languages Benji writes: English, Québec French and US
// Spanish. Each list holds what the server's letters write (templates' frames, the e-mail replies)
// and the variants a person pasting or editing a letter would type.

/** "Subject: …", "Objet : …" (the French space before the colon optional), "Asunto: …". */
export const SUBJECT = /^((?:Subject|Objet|Sujet|Asunto)\s*:)\s*(\S.*)$/i;

/** The subject label a letter written in a language opens with. */
export const SUBJECT_LABEL: Record<TemplateLanguage, string> = { en: 'Subject:', 'fr-CA': 'Objet :', 'es-US': 'Asunto:' };

/** Address lines under the subject: "To:", "À :" (often typed "A :"), "Para:", and their copies. */
export const HEADER = /^(To|Cc|Bcc|À|A|Cci|Para|CCO)\s*:\s*(.*)$/i;
const RECIPIENT_HEADERS = new Set(['to', 'à', 'a', 'para']);
export const isRecipientHeader = (name: string) => RECIPIENT_HEADERS.has(name.toLowerCase());

/** The greeting that opens a letter: "Dear …", "Bonjour …,", "Madame, Monsieur,", "Estimado/a …:". */
export const SALUTATION =
  /^(?:Dear\b|Bonjour\b|Madame\b|Monsieur\b|Mesdames\b|Cher |Chère |À qui de droit|Estimad[oa]s?\b|Hola\b|Señor|Señora|Sr\.|Sra\.|A quien corresponda)/;

/**
 * A closing alone on its line: "Sincerely," opens the signature, "Thank you for your help." does not.
 * French letters also close with a whole sentence ("Veuillez agréer mes salutations distinguées."),
 * recognised by its opening words and its salutations or sentiments.
 */
const CLOSING_WORDS = [
  'Sincerely|Sincerely yours|Yours sincerely|Yours truly|Yours faithfully|Respectfully|Respectfully yours|Kind regards|Best regards|Warm regards|Regards|Best|Thank you|Thanks|Many thanks|With thanks|Cordially',
  'Cordialement|Bien cordialement|Salutations|Salutations distinguées|Sincères salutations|Meilleures salutations|Bien à vous|Merci|Merci beaucoup|Avec mes remerciements',
  'Atentamente|Muy atentamente|Le saluda atentamente|Cordialmente|Saludos|Saludos cordiales|Un saludo|Un cordial saludo|Reciba un cordial saludo|Sinceramente|Gracias|Muchas gracias',
].join('|');
const CLOSING_WORD = new RegExp(`^¡?(?:${CLOSING_WORDS})[,.!]?$`, 'i');
const FRENCH_FORMULA = /^(?:Veuillez agréer|Je vous prie d['’]agréer|Agréez|Recevez)\b.*\b(?:salutations|sentiments)\b.*$/i;
export const isClosing = (line: string) => CLOSING_WORD.test(line) || FRENCH_FORMULA.test(line);

/** Where Benji's notes begin when a letter has no closing to end it. */
export const NOTE_LEAD = new RegExp(
  '^(' +
    [
      'Fill before sending|Everything is filled in|Before you send it|Keep a copy|Send it by|What your policy says|This is general information',
      "À remplir avant l['’]envoi|Tout est rempli|Envoyez-la|Envoyez-le|Gardez-en une copie|Ceci est de l['’]information générale",
      'Complete antes de enviar|Todo está completado|Envíela|Envíelo|Guarde una copia|Esta es información general',
    ].join('|') +
    ')',
  'i',
);

/** The closing paragraph that says Benji's words are not legal advice, in each language. */
export const DISCLAIMER = /\bnot legal advice\b|\b(?:non|pas) un avis juridique\b|\bno (?:es )?asesoría legal\b/i;
