import { POLICY_MAX_PAGES } from '../limits';

// The chat page's wording. Quoted strings are the spec's (sections 1, 2.8, 2.11, 8), byte for byte;
// the rest follow the same voice.
export const ChatText = {
  badge: 'Bengi Assistant',
  typing: 'Benji is typing...',
  placeholder: 'Ask your AI assistant anything about your claim…',
  /** Shown for a new session: 'Hi', the user's name, then this. */
  greeting: (name: string) => `Hi ${name}, we're here to assist you with your insurance claim. Please tell us what happened.`,
  /** The bot bubble appended when a send fails (spec 8). */
  sendFailureBubble: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
  sendFailureToast: 'Failed to send message. Please try again.',
  saveSuccess: 'Message saved successfully!',
  saveFailure: 'Failed to save message. Please try again.',
  noSessionToDownload: 'No active chat session to download',
  pdfFailure: 'Failed to download PDF. Please try again.',
  pdfSuccess: 'Chat PDF downloaded successfully!',
  copySuccess: 'Message copied to clipboard!',
  copyFailureManual: 'Copy failed. Please select and copy the text manually.',
  copyFailure: 'Copy failed. Please try again.',
  copyAllSuccess: 'All form data copied to clipboard!',
  copyAllFailure: 'Failed to copy form data',
  savedCount: (n: number) => `${n} message(s) saved`,
  noSavedMessages: 'No Saved Messages',
  loadingSaved: 'Loading Messages',
  loadingSavedHint: 'Fetching your saved messages...',
} as const;

/** What the chat endpoints answer when they refuse. */
export const ChatMessage = {
  contentTooLong: (max: number) => `Keep your message to ${max.toLocaleString('en-US')} characters or fewer; this one is longer.`,
  badMessageId: 'A message id is a positive whole number.',
  sessionNotFound: 'Chat session not found.',
  messageNotFound: 'Message not found in this chat session.',
  /** The engine gave no usable reply; nothing was stored and the message can be sent again. */
  assistantUnavailable: 'The assistant could not answer just now. Nothing was saved; please send your message again.',
  saved: 'Message saved successfully!',
  alreadySaved: 'This message is already saved.',
  titleRequired: 'Enter a name for the conversation.',
  titleTooLong: (max: number) => `Keep the name to ${max} characters or fewer.`,
  renamed: 'Conversation renamed.',
  deleted: 'Conversation deleted.',
  /** A tapped choice names a job the assistant does not offer (only a hand-made request sends one). */
  unknownJob: 'That is not one of the things Benji can do; type your question instead.',
  unknownTimeZone: 'Unknown time zone.',
} as const;

/** The claim-details form's wording; the quoted ones are spec section 5 and 8, byte for byte. */
export const ClaimUploadMessage = {
  requiredFields: 'Please fill in all required fields (Insurance Company Name, Adjuster Name, Phone, Email, Claim Number)',
  onlyPdf: 'Only PDF files are allowed',
  fileTooLarge: 'File size must be less than 10MB',
  unreadablePdf: 'This file could not be opened as a PDF. Only PDF files are allowed',
  invalidPhone: 'Enter a phone number with at least 7 digits.',
  fileField: 'Send the policy PDF in the files field.',
  uploaded: 'Claim details uploaded successfully!',
  updated: 'Claim details updated successfully!',
  uploadFailure: 'Failed to upload claim details. Please try again.',
  updateFailure: 'Failed to update claim details. Please try again.',
  notFound: 'Claim details not found.',
  /** Shown beside a policy PDF that has no text layer (policy_text_status 'no_text'). */
  noTextLayer:
    'This PDF has no text layer (it looks like a scan), so the assistant cannot read it. It is kept with your claim details; upload a text PDF for answers from your policy.',
  saveLabel: 'Save Claim Details',
  updateLabel: 'Update Claim Details',
  uploadingLabel: 'Uploading...',
  updatingLabel: 'Updating...',
} as const;

/** What the server answers about a policy PDF it will not read (either upload route). */
export const PolicyFileMessage = {
  tooManyPages: (pages: number) =>
    `A policy PDF can have at most ${POLICY_MAX_PAGES} pages; this one has ${pages.toLocaleString('en-US')}.`,
  tooComplex: `This PDF is too complex to read. Upload your policy as a text PDF of at most ${POLICY_MAX_PAGES} pages.`,
  busy: 'Policy files are being read for other users just now. Please try again in a minute.',
  tooManyUploads: 'Too many policy uploads. Please wait a few minutes and try again.',
} as const;
