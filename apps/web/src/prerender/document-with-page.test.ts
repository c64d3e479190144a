import { describe, expect, it } from 'vitest';
import { documentWithPage } from './document-with-page';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Benji — your insurance claim assistant</title>
    <meta
      name="description"
      content="Benji is an AI assistant."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = {
  lang: 'fr-CA',
  title: 'Connexion — Benji',
  description: 'Vos « réclamations » & vos échéances',
  alternates: [
    { hreflang: 'en', href: '/login' },
    { hreflang: 'fr-CA', href: '/fr/login' },
    { hreflang: 'x-default', href: '/login' },
  ],
};

describe('a prerendered document', () => {
  const html = documentWithPage(INDEX, '<h1>Bon retour</h1>', head);

  it('carries the page beside the empty app root', () => {
    expect(html).toContain('<div id="prerendered"><h1>Bon retour</h1></div><div id="root"></div>');
  });

  it("says the page's language, title and description, escaped, in place of the app's", () => {
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Connexion — Benji</title>');
    expect(html).toContain('<meta name="description" content="Vos « réclamations » &amp; vos échéances" />');
    expect(html).not.toContain('Benji is an AI assistant.');
  });

  it('links every language of the page', () => {
    expect(html).toContain('<link rel="alternate" hreflang="fr-CA" href="/fr/login" />');
    expect(html.match(/rel="alternate"/g)).toHaveLength(3);
    expect(html.indexOf('hreflang="x-default"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses an index.html it cannot place the head in', () => {
    expect(() => documentWithPage(INDEX.replace(/<title>.*<\/title>/, ''), '', head)).toThrow(/0 <title>/);
  });
});
