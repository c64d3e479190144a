import { CLAIM_PROGRESS_STEPS, ChatText, ClaimUploadMessage } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import chat from '../../i18n/catalogues/en/chat.json';

// The spec's English is written once, in @benji/shared: the catalogue's English must say the same,
// word for word, or the English page would change when its strings moved to the catalogue.
describe("the chat's English catalogue", () => {
  it('says what the spec says in the chat', () => {
    expect(chat.header.badge).toBe(ChatText.badge);
    expect(chat.conversation.typing).toBe(ChatText.typing);
    expect(chat.composer.placeholder).toBe(ChatText.placeholder);
    expect(chat.conversation.greeting.replace('{{name}}', 'Ana')).toBe(ChatText.greeting('Ana'));
    expect(chat.composer.sendFailed).toBe(ChatText.sendFailureToast);
    expect([chat.reply.saveSuccess, chat.reply.saveFailed, chat.reply.copiedToast]).toEqual([
      ChatText.saveSuccess,
      ChatText.saveFailure,
      ChatText.copySuccess,
    ]);
    expect([chat.pdf.noSession, chat.pdf.failed, chat.pdf.downloaded]).toEqual([
      ChatText.noSessionToDownload,
      ChatText.pdfFailure,
      ChatText.pdfSuccess,
    ]);
    expect([chat.details.copyAllSuccess, chat.details.copyAllFailure]).toEqual([ChatText.copyAllSuccess, ChatText.copyAllFailure]);
  });

  it('says what the spec says in the claim details', () => {
    const { details } = chat;
    expect([details.save, details.update, details.uploading, details.updating, details.noTextLayer]).toEqual([
      ClaimUploadMessage.saveLabel,
      ClaimUploadMessage.updateLabel,
      ClaimUploadMessage.uploadingLabel,
      ClaimUploadMessage.updatingLabel,
      ClaimUploadMessage.noTextLayer,
    ]);
    expect([details.uploaded, details.updated, details.uploadFailed, details.updateFailed]).toEqual([
      ClaimUploadMessage.uploaded,
      ClaimUploadMessage.updated,
      ClaimUploadMessage.uploadFailure,
      ClaimUploadMessage.updateFailure,
    ]);
  });

  it("names the claim's progress steps as the spec does", () => {
    expect(chat.progress.step).toEqual(CLAIM_PROGRESS_STEPS);
  });
});
