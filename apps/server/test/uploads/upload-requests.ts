import type { FastifyInstance } from 'fastify';
import { ZClaimUploadResponse, chatPaths, type TClaimUpload } from '@benji/shared';
import { bearer } from '../support/accounts';

export const validUploadFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  insurance_company_name: 'Maple Mutual',
  policy_number: 'HO-554221',
  police_report_number: '',
  adjuster_name: 'Sam Lee',
  adjuster_phone_number: '(416) 555-0199 ext. 12',
  adjuster_email: 'Sam.Lee@maple.example',
  add_claim_number: 'MM-2026-0042',
  ...overrides,
});

export interface PolicyUpload {
  data: Buffer;
  filename: string;
  type?: string;
}

export function uploadForm(fields: Record<string, string>, files: PolicyUpload[] = [], field = 'files'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(field, new Blob([file.data], { type: file.type ?? 'application/pdf' }), file.filename);
  return form;
}

/** The claim-details calls, each as one signed-in user. */
export function uploadsClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    create: (fields: Record<string, string>, files?: PolicyUpload[], field?: string) =>
      app.inject({ method: 'POST', url: chatPaths.upload, headers, payload: uploadForm(fields, files, field) }),
    list: () => app.inject({ method: 'GET', url: chatPaths.uploads, headers }),
    update: (uploadId: string, fields: Record<string, string>, files?: PolicyUpload[]) =>
      app.inject({ method: 'PATCH', url: chatPaths.uploadItem(uploadId), headers, payload: uploadForm(fields, files) }),
    /** Saves valid claim details (with the given PDF, if any) and returns them parsed; fails loudly otherwise. */
    async save(overrides: Record<string, string> = {}, file?: PolicyUpload): Promise<TClaimUpload> {
      const response = await this.create(validUploadFields(overrides), file ? [file] : []);
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      return ZClaimUploadResponse.parse(response.json()).claim_upload;
    },
  };
}
