import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en';
import landing from './catalogues/en/landing.json';
import { loadDeferredMessages } from './deferred-catalogues';
import { PSEUDO_LOCALE } from './locales';
import { pseudoCatalogue, pseudoLocalize, pseudoLetter } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('replaces every ASCII letter, brackets the text and makes it longer', () => {
    const text = pseudoLocalize('Sign In with Google, 3 days');
    expect(text).toMatch(/^⟦.*⟧$/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text.length).toBeGreaterThan('Sign In with Google, 3 days'.length * 1.3);
    expect(text).toContain(', 3 ');
  });

  it('keeps placeholders and tags, which i18next and richText read', () => {
    const text = pseudoLocalize('Enter the {{count}}-digit code sent to <email>{{email}}</email>');
    expect(text).toContain('{{count}}');
    expect(text).toContain('<email>{{email}}</email>');
    expect(pseudoLocalize('{{claims, number}}+ claims')).toContain('{{claims, number}}');
  });

  it('is built from the whole bundled English catalogue', () => {
    const pseudo = pseudoCatalogue(en);
    expect(Object.keys(pseudo)).toEqual(Object.keys(en));
    expect(pseudo.common).toMatchObject({ nav: { logout: pseudoLocalize(en.common.nav.logout) } });
  });

  it('builds a deferred namespace from its English when a page asks for it', async () => {
    const messages = await loadDeferredMessages('landing', PSEUDO_LOCALE);
    expect(messages).toMatchObject({ hero: { title: pseudoLocalize(landing.hero.title) } });
  });

  it('makes a letter template foreign but keeps the placeholders it is filled by', () => {
    const letter = pseudoLetter({
      title: 'Ask',
      preview: 'A note',
      fullContent: { subject: 'Claim [Claim Number]', body: 'Dear [Adjuster Name],' },
    });
    expect(letter.title).toMatch(/^⟦Àšķ ~+⟧$/);
    expect(letter.fullContent.subject).toBe('⟦Çĺàîɱ [Claim Number]⟧');
    expect(letter.fullContent.body).toBe('⟦Đéàŕ [Adjuster Name],⟧');
  });
});
