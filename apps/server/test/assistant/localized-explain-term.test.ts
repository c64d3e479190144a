import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../../src/assistant/engine';
import { RECORD_OF_TERM } from '../../src/assistant/glossary/record-kinds';
import { TERMS } from '../../src/assistant/glossary/terms';
import { glossaryWords } from '../../src/assistant/providers/offline/languages/glossary-words';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, DETAILS, event, request } from './fixtures/context';

// Insurance terms explained in French and Spanish: the language's own word for each, where the
// user's policy uses it, and what the user's records hold of it, as the English explanation adds.

async function explain(language: ReplyLanguage, reading: string, own: string, overrides: Partial<AssistantContext> = {}) {
  const text = `${reading}\n\n${own}`;
  return composeReply(await request(text, overrides), {
    understanding: { kind: 'jobs', requests: [{ job: 'explain_term', text, confidence: 1 }] },
    pastedEmail: null,
    language,
  });
}

const ownWords = (text: string) => text.replace(/«[^»]*»|“[^”]*”/g, '');
const ENGLISH = /\b(?:the|your|you|and|what|means?|policy|insurer|claim|deductible)\b/i;

describe('the glossary in French and Spanish', () => {
  it('has every term in both languages, and adds a record for exactly the terms the English adds one for', () => {
    for (const language of ['fr', 'es'] as const) {
      const { terms } = glossaryWords(language);
      expect(TERMS.filter((term) => !terms[term.title]).map((term) => term.title)).toEqual([]);
      expect(Object.keys(terms)).toHaveLength(TERMS.length);
    }
    expect(Object.keys(RECORD_OF_TERM).sort()).toEqual(
      TERMS.filter((term) => term.inYourClaim)
        .map((term) => term.title)
        .sort(),
    );
  });
});

describe('a term explained in French', () => {
  it('names the Québec word, quotes the policy and adds the deductible the diary records', async () => {
    const withDeductible = claim({
      events: [event('2026-02-10', 'insurer_response', 'Adjuster confirmed a $1,000 deductible applies', 'from_insurer')],
    });
    const reply = await explain('fr', 'what is a deductible', 'c’est quoi une franchise au juste', { claims: [withDeductible] });
    expect(reply).toMatch(/^\*\*Franchise\*\* — La part de chaque sinistre couvert qui reste à votre charge/);
    expect(reply).toMatch(/\*\*Dans votre police \(page \d+\) :\*\* « Deductible\. The deductible for each covered loss is \$1,000/);
    expect(reply).toMatch(/Votre dossier mentionne une franchise de 1\s000\s\$\./);
    expect(reply).toContain('Le texte de votre police l’emporte sur ces définitions générales.');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('says a denial given by phone is not yet in writing', async () => {
    const denied = claim({
      events: [event('2026-03-02', 'denial_received', 'Adjuster said on the phone the claim is denied', 'from_insurer', 'phone')],
    });
    const reply = await explain('fr', 'what is a denial letter', 'c’est quoi une lettre de refus', { claims: [denied] });
    expect(reply).toContain('**Lettre de refus** — ');
    expect(reply).toContain('Votre dossier indique un refus le 2 mars 2026, mais pas par écrit');
  });
});

describe('a term explained in Spanish', () => {
  it('explains the user’s two figures in es-US money, with no English of its own', async () => {
    const reply = await explain('es', 'what is RCV $8,000 and ACV $6,200', 'qué es el RCV de $8,000 y el ACV de $6,200', {
      claims: [claim()],
    });
    expect(reply).toContain('**Valor real en efectivo (ACV)** — ');
    expect(reply).toContain('**Costo de reemplazo (RCV)** — ');
    expect(reply).toContain('**Sus dos cifras:** el costo de reemplazo de $8,000 menos el valor real en efectivo de $6,200 da $1,800');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('says when it has no entry for a word and no policy to read it in', async () => {
    const reply = await explain('es', 'what does frobnication mean', 'qué significa frobnicación', {
      claimDetails: { ...DETAILS, policyTextStatus: 'none' },
    });
    expect(reply).toMatch(/^No tengo una explicación sencilla para ese término, ni tengo su póliza/);
  });
});
