import type { FastifyInstance } from 'fastify';
import { bearer, registerUser } from '../support/accounts';
import { ZClaimWithMessage, claimsPaths, type TClaim } from '@benji/shared';

export const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  type_of_claim: 'Basement Flood / Water Damage',
  description: 'The sump pump failed overnight and the basement flooded.',
  date_of_incident: '2024-04-02',
  country_of_incident: 'Canada',
  city_of_incident: 'Ottawa',
  insurance_company_name: 'Intact Insurance',
  policy_number: 'POL-2024-0042',
  police_report_number: '',
  ...overrides,
});

/** A one-page PDF written by hand: header, catalog, pages, page, xref with real offsets, trailer, %%EOF. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** `size` bytes that look like a PDF at both ends: only the size can refuse it. */
export function pdfOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  data.write('%%EOF\n', size - 6, 'latin1');
  return data;
}

export interface Upload {
  data: Buffer;
  filename: string;
  type?: string;
}

export function claimForm(fields: Record<string, string>, file?: Upload, field = 'policy_document'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(field, new Blob([file.data], { type: file.type ?? 'application/pdf' }), file.filename);
  return form;
}

/** The claims calls, each as one signed-in user. */
export function claimsClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    submit: (fields: Record<string, string>, file?: Upload, field?: string) =>
      app.inject({ method: 'POST', url: claimsPaths.list, headers, payload: claimForm(fields, file, field) }),
    submitJson: (payload: object) => app.inject({ method: 'POST', url: claimsPaths.list, headers, payload }),
    list: () => app.inject({ method: 'GET', url: claimsPaths.list, headers }),
    get: (id: number) => app.inject({ method: 'GET', url: claimsPaths.item(id), headers }),
    patch: (id: number, payload: object) => app.inject({ method: 'PATCH', url: claimsPaths.item(id), headers, payload }),
    remove: (id: number, payload?: object) =>
      app.inject({ method: 'DELETE', url: claimsPaths.item(id), headers, ...(payload ? { payload } : {}) }),
    document: (id: number) => app.inject({ method: 'GET', url: claimsPaths.policyDocument(id), headers }),
    /** Submits a valid claim and returns it parsed; fails loudly otherwise. */
    async create(overrides: Record<string, string> = {}, file?: Upload): Promise<TClaim> {
      const response = await this.submit(validFields(overrides), file);
      if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
      return ZClaimWithMessage.parse(response.json()).claim;
    },
  };
}

/** A new account, with its claims calls. */
export async function signedInClaimant(app: FastifyInstance) {
  const user = await registerUser(app);
  return { user, claims: claimsClient(app, user.access) };
}

/** What my-claims/ answers for a claim that is not the caller's, or does not exist. */
export const claimNotFound = { detail: 'Claim not found.', message: 'Claim not found.', code: 'claim.notFound' };

/** A Texas roof claim, as the submit form sends it: the deadline tests' usual claim. */
export const TEXAS_ROOF_CLAIM = {
  country_of_incident: 'United States',
  city_of_incident: 'Austin',
  region: 'TX',
  type_of_claim: 'Roof Damage / Storm',
  insurance_company_name: 'Lone Star Mutual',
};
