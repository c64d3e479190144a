import { describe, expect, it } from 'vitest';
import { POLICY_FILE_MAX_BYTES } from '../limits';
import { CHAT_MESSAGE_MAX_LENGTH, ZFlagRequest, ZSendMessageRequest } from './contracts';
import { ChatMessage, ClaimUploadMessage } from './messages';
import { chatPdfFilename } from './paths';
import { fileSizeInKb, missingFieldsMessage, policyFileProblem, ZClaimUploadFields } from './upload-contracts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('ZSendMessageRequest', () => {
  it('trims the content, and reads a blank session id as none', () => {
    expect(ZSendMessageRequest.parse({ content: '  hello \n', session_id: '' })).toEqual({ content: 'hello', session_id: undefined });
  });

  it('refuses blank and over-long content with a clear message', () => {
    expect(issuesOf(ZSendMessageRequest.safeParse({ content: '   ' }))).toEqual([['content', 'This field may not be blank.']]);
    expect(issuesOf(ZSendMessageRequest.safeParse({}))).toEqual([['content', 'This field is required.']]);
    const long = ZSendMessageRequest.safeParse({ content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(issuesOf(long)).toEqual([['content', ChatMessage.contentTooLong(CHAT_MESSAGE_MAX_LENGTH)]]);
    expect(ChatMessage.contentTooLong(8000)).toBe('Keep your message to 8,000 characters or fewer; this one is longer.');
    expect(ZSendMessageRequest.safeParse({ content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) }).success).toBe(true);
  });
});

describe('ZFlagRequest', () => {
  it('needs a positive message id and a session id', () => {
    expect(ZFlagRequest.parse({ message_id: '12', session_id: 'abc' })).toEqual({ message_id: 12, session_id: 'abc' });
    expect(ZFlagRequest.safeParse({ message_id: 0, session_id: 'abc' }).success).toBe(false);
    expect(issuesOf(ZFlagRequest.safeParse({ message_id: 3 }))).toEqual([['session_id', 'This field is required.']]);
    expect(issuesOf(ZFlagRequest.safeParse({ session_id: 'abc' }))).toEqual([['message_id', 'This field is required.']]);
    expect(issuesOf(ZFlagRequest.safeParse({ message_id: 'abc', session_id: 'abc' }))).toEqual([['message_id', ChatMessage.badMessageId]]);
  });
});

describe('claim details form', () => {
  const valid = {
    insurance_company_name: 'Intact Insurance',
    adjuster_name: 'Sam Lee',
    adjuster_phone_number: '(416) 555-0199 ext. 12',
    adjuster_email: 'Sam.Lee@Intact.example',
    add_claim_number: 'CLM-88',
  };

  it('keeps optional numbers blank and lower-cases the e-mail', () => {
    expect(ZClaimUploadFields.parse(valid)).toMatchObject({
      policy_number: '',
      police_report_number: '',
      adjuster_email: 'sam.lee@intact.example',
    });
  });

  it('names each missing or malformed field', () => {
    const result = ZClaimUploadFields.safeParse({ ...valid, adjuster_name: ' ', adjuster_phone_number: 'call me', adjuster_email: 'nope' });
    expect(issuesOf(result)).toEqual([
      ['adjuster_name', 'This field is required.'],
      ['adjuster_phone_number', ClaimUploadMessage.invalidPhone],
      ['adjuster_email', 'Enter a valid email address.'],
    ]);
  });

  it("gives the spec's messages for the form's own checks", () => {
    expect(missingFieldsMessage(valid)).toBeNull();
    expect(missingFieldsMessage({ ...valid, add_claim_number: '  ' })).toBe(
      'Please fill in all required fields (Insurance Company Name, Adjuster Name, Phone, Email, Claim Number)',
    );
    expect(policyFileProblem({ name: 'policy.PDF', type: 'application/pdf', size: POLICY_FILE_MAX_BYTES })).toBeNull();
    expect(policyFileProblem({ name: 'policy.docx', type: 'application/pdf', size: 10 })).toBe('Only PDF files are allowed');
    expect(policyFileProblem({ name: 'policy.pdf', type: 'text/plain', size: 10 })).toBe('Only PDF files are allowed');
    expect(policyFileProblem({ name: 'policy.pdf', type: 'application/pdf', size: POLICY_FILE_MAX_BYTES + 1 })).toBe(
      'File size must be less than 10MB',
    );
    expect(fileSizeInKb(1536)).toBe('1.5 KB');
  });
});

describe('chatPdfFilename', () => {
  it('uses the first 8 characters of the session id and the UTC date', () => {
    expect(chatPdfFilename('1a2b3c4d-5e6f-4000-8000-000000000000', new Date('2026-03-01T23:30:00Z'))).toBe('chat-1a2b3c4d-2026-03-01.pdf');
  });
});
