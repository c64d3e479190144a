import { ChatMessage, ClaimUploadMessage, FieldMessage } from '@benji/shared';
import { i18n } from '../../i18n/i18n';

// The chat's rules' messages, written in English by @benji/shared and sent by the form's own
// checks or the server: the ones known here are shown in the user's language, anything else in
// the words it came with (the server's other answers are issue 26, item 4).
const KNOWN = {
  required: FieldMessage.required,
  invalidEmail: FieldMessage.invalidEmail,
  requiredFields: ClaimUploadMessage.requiredFields,
  onlyPdf: ClaimUploadMessage.onlyPdf,
  fileTooLarge: ClaimUploadMessage.fileTooLarge,
  unreadablePdf: ClaimUploadMessage.unreadablePdf,
  invalidPhone: ClaimUploadMessage.invalidPhone,
  alreadySaved: ChatMessage.alreadySaved,
  titleRequired: ChatMessage.titleRequired,
  renamed: ChatMessage.renamed,
  deleted: ChatMessage.deleted,
} as const;

const SAME_AS = {
  [ChatMessage.saved]: 'chat:reply.saveSuccess',
  [ClaimUploadMessage.uploaded]: 'chat:details.uploaded',
  [ClaimUploadMessage.updated]: 'chat:details.updated',
  [ClaimUploadMessage.uploadFailure]: 'chat:details.uploadFailed',
  [ClaimUploadMessage.updateFailure]: 'chat:details.updateFailed',
} as const;

/** A message of the chat's rules in the user's language, when it is one of them. */
export function chatMessageText<Message extends string | undefined>(message: Message): Message | string {
  if (message === undefined) return message;
  const known = (Object.keys(KNOWN) as Array<keyof typeof KNOWN>).find((key) => KNOWN[key] === message);
  if (known) return i18n.t(`chat:messages.${known}`);
  const same = SAME_AS[message as keyof typeof SAME_AS];
  return same ? i18n.t(same) : message;
}
