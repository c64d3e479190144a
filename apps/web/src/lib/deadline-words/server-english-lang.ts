/**
 * The `lang` of deadline words shown as the server wrote them: 'en' on a page in another language
 * (French or Spanish before their table arrives, the pseudo-locale, which has none), so readers,
 * screen readers and the hard-coded-strings check know it is English by design; none on an
 * English page.
 */
export const serverEnglishLang = (locale: string): 'en' | undefined => (locale === 'en-US' || locale === 'en-CA' ? undefined : 'en');
