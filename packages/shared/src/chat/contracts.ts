import { z } from 'zod';
import { textField } from '../validation/text-field';
import { ZAccountLanguage } from '../auth/language';
import { ZChatSessionSummary } from '../auth/user';
import { FieldMessage } from '../field-messages';
import { ChatMessage } from './messages';
import { ZOptionalClaimId } from '../claims/contracts';
import { ASSISTANT_JOBS, ZJobChoice } from './assistant-jobs';

/** Longest message a user may send; longer ones are refused with a clear 400, never cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 8000;

/** 'user' for the policyholder, 'bot' for the assistant: the spec's "user or another value". */
export const CHAT_SENDERS = ['user', 'bot'] as const;
export type TChatSender = (typeof CHAT_SENDERS)[number];

const requiredText = (input: unknown) => (input === undefined || input === null ? FieldMessage.required : FieldMessage.notAString);

/** A blank session_id means none, as a client holding no session may send it; an unknown one is a 404. */
const optionalSessionId = textField({ error: FieldMessage.notAString })
  .trim()
  .nullish()
  .transform((value) => value || undefined);

export const ZSendMessageRequest = z.object({
  content: textField({ error: (issue) => requiredText(issue.input) })
    .trim()
    .min(1, { error: FieldMessage.blank })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: ChatMessage.contentTooLong(CHAT_MESSAGE_MAX_LENGTH) }),
  /** Absent for the first message: the server opens a session and returns its id. */
  session_id: optionalSessionId,
  /** The claim chosen on the chat page; the assistant answers about it. Absent: the newest. */
  claim_id: ZOptionalClaimId,
  /**
   * Beyond the spec: a choice the user tapped (a clarifying question's option, a next step under
   * the composer). The assistant does that job instead of reading one from the words.
   */
  job: z.enum(ASSISTANT_JOBS, { error: ChatMessage.unknownJob }).optional(),
  /**
   * Beyond the spec: the page's language. A message too short to tell its own ("2", a tapped chip)
   * is answered in the language the user last wrote in, else this one, else the account's.
   */
  lang: ZAccountLanguage.optional(),
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
/** The request as the server has parsed it: trimmed text, blank ids gone, the claim id a number. */
export type TSendMessageValues = z.output<typeof ZSendMessageRequest>;

/** A chat message (spec section 3). Ids are whole numbers; `session` is the session's id. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  content: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  session: z.string(),
  /** Beyond the spec: on a reply that offers choices (a clarifying question), the jobs the user can tap. */
  choices: z.array(ZJobChoice).optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Beyond the spec: GET chat/suggestions/?claim_id=: the next steps the claim's state calls for, each a tap away. */
export const ZChatSuggestions = z.object({ suggestions: z.array(ZJobChoice) });
export type TChatSuggestions = z.infer<typeof ZChatSuggestions>;

/** The chosen claim, and the page's language (beyond the spec: the chips' words, else the account's). */
export const ZSuggestionsQuery = z.object({ claim_id: ZOptionalClaimId, lang: ZAccountLanguage.optional() });
export type TSuggestionsQuery = z.output<typeof ZSuggestionsQuery>;

/** GET chat/?session_id=: oldest first. */
export const ZChatMessageList = z.array(ZChatMessage);

export const ZHistoryQuery = z.object({
  session_id: textField({ error: FieldMessage.required }).trim().min(1, { error: FieldMessage.blank }),
});

/**
 * POST chat/: both messages as stored, and the session with its new updated_at, so the client
 * can keep its chat_sessions current without asking again.
 */
export const ZSendMessageResponse = z.object({
  user_message: ZChatMessage,
  ai_message: ZChatMessage,
  session: ZChatSessionSummary,
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const CONVERSATION_TITLE_MAX_LENGTH = 100;

/**
 * A conversation in the history list (beyond the spec): the session login lists, with its name
 * (the user's own, or its first question) and when it began.
 */
export const ZConversation = ZChatSessionSummary.extend({
  created_at: z.string(),
  title: z.string(),
  /** True when the user named it; false when the title is its first question. */
  renamed: z.boolean(),
  /** The claim its last message was about (the chat page switches to it); null when there was none. */
  claim_id: z.number().int().nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** GET chat/sessions/: most recently updated first (login's chat_sessions, each with its name). */
export const ZChatSessionList = z.array(ZConversation);

export const ZRenameConversationRequest = z.object({
  title: textField({ error: ChatMessage.titleRequired })
    .trim()
    .min(1, { error: ChatMessage.titleRequired })
    .max(CONVERSATION_TITLE_MAX_LENGTH, { error: ChatMessage.titleTooLong(CONVERSATION_TITLE_MAX_LENGTH) }),
});
export type TRenameConversationRequest = z.infer<typeof ZRenameConversationRequest>;
export const ZConversationWithMessage = z.object({ message: z.string(), conversation: ZConversation });
export type TConversationWithMessage = z.infer<typeof ZConversationWithMessage>;

const messageIdError = { error: ChatMessage.badMessageId };

export const ZFlagRequest = z.object({
  message_id: z.preprocess(
    (value) => (value === undefined || value === null ? value : Number(value)),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? FieldMessage.required : ChatMessage.badMessageId) })
      .int(messageIdError)
      .positive(messageIdError)
      .max(2_147_483_647, messageIdError),
  ),
  session_id: textField({ error: (issue) => requiredText(issue.input) })
    .trim()
    .min(1, { error: FieldMessage.blank }),
});
export type TFlagRequest = z.input<typeof ZFlagRequest>;

/** A saved message (spec section 3, Flagged message). */
export const ZFlaggedMessage = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  flagged_at: z.string(),
  message: ZChatMessage,
  /**
   * Beyond the spec: the title of the message's session, its first question (sessionTitle), so a
   * saved reply is grouped under words rather than an id. Null for a session with no question.
   */
  session_title: z.string().nullable(),
});
export type TFlaggedMessage = z.infer<typeof ZFlaggedMessage>;

/** POST chat/flag/: 201 when newly saved, 200 when it was saved already (saving twice keeps one). */
export const ZFlagResponse = z.object({ message: z.string(), flagged_message: ZFlaggedMessage });
export type TFlagResponse = z.infer<typeof ZFlagResponse>;

/** GET chat/flagged/: the caller's saved messages, most recently saved first. */
export const ZFlaggedMessageList = z.array(ZFlaggedMessage);
