/** What to send with a complaint to a regulator or a dispute service. Copies only: offices do not return papers. */
export const COMPLAINT_CHECKLIST: readonly string[] = [
  'your name, address, phone number and e-mail',
  "the insurer's full name, as it appears on your policy",
  'your policy number and claim number',
  'the date of loss and what happened, in a few lines',
  'a timeline: the date of every call, letter and e-mail with the insurer (your claim diary in Benji is one)',
  'copies, never originals, of the letters, e-mails, estimates and photos that show the problem',
  "the insurer's final answer to your complaint, if it gave one",
  'the outcome you want',
];
