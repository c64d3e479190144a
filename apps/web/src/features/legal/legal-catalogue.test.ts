import { LegalFallback } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';

describe('the legal catalogue', () => {
  it("says in English what @benji/shared's LegalFallback (the spec's) says when the server has no text", () => {
    const t = i18n.getFixedT('en-US', 'legal');
    expect({ privacy: t('privacyFallback'), terms: t('termsFallback') }).toEqual(LegalFallback);
  });
});
