import { buildPdf, type PdfPage } from '../../../test/assistant/fixtures/pdf';
import type { PolicyDocument } from '../types';

/** Each page as printed: the running header first, the clauses, then the footer with "Page n of N". */
export function framedPages(policy: PolicyDocument): PdfPage[] {
  const total = policy.pages.length;
  return policy.pages.map((page, index) => [
    { text: policy.header },
    ...page,
    { text: `${policy.footer}   Page ${index + 1} of ${total}` },
  ]);
}

export const buildPolicyPdf = (policy: PolicyDocument): Promise<Buffer> => buildPdf(framedPages(policy));

/** Every word of the policy, for the invented-amounts check: an amount the policy states is not invented. */
export function policyText(policy: PolicyDocument): string {
  return framedPages(policy)
    .flat()
    .map((block) => ('heading' in block ? block.heading : block.text))
    .join('\n');
}
