import { serverTextNow } from '../../i18n/server-text';

/**
 * A message of the chat's rules (required fields, PDF only, renamed…), written in English by
 * @benji/shared and sent by the form's own checks or by the server, in the user's language: the
 * message registry and its `errors` catalogue, as every server message. They come with the
 * signed-in frame, so they are there by the time the chat shows a message.
 */
export function chatMessageText<Message extends string | undefined>(message: Message): Message | string {
  return message === undefined ? message : serverTextNow(message);
}
