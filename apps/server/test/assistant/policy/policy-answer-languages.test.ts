import { beforeAll, describe, expect, it } from 'vitest';
import type { AssistantContext } from '../../../src/assistant/engine';
import { gatherFacts } from '../../../src/assistant/facts/claim-facts';
import { policyAnswerIn } from '../../../src/assistant/providers/offline/jobs/policy-question-localized';
import { LOCALIZED_COMPOSERS } from '../../../src/assistant/providers/offline/localized-composers';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { rankPassages } from '../../../src/assistant/retrieval/passage-search';
import { context, DETAILS } from '../fixtures/context';
import { HOMEOWNERS_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

// The answer about the user's policy in French and Spanish: the verdict and every sentence around
// the quotes written in the language, the policy quoted as written in its own language.

let policy: Passage[];
beforeAll(async () => {
  policy = await passagesOf(HOMEOWNERS_PAGES);
});

function answer(language: 'fr' | 'es', question: string, passages: readonly Passage[] = policy, overrides: Partial<AssistantContext> = {}) {
  const records = context({ passages: rankPassages(passages, question, 8), ...overrides });
  const facts = gatherFacts(records, question);
  return policyAnswerIn(language)({
    text: question,
    facts,
    context: records,
    request: { message: question, history: [], context: records },
    pastedEmail: null,
    language,
  });
}

/** The reply with the policy's own words taken out: its quotes, its file name and the headings of the passages quoted. */
const frame = (reply: string) =>
  reply
    .replace(/«[^»]*»|“[^”]*”|\(maple-policy\.pdf\)/g, '')
    .split('\n')
    .filter((line) => !/^\*\*Pages? \d|^\*\*Páginas? \d/.test(line))
    .join('\n');

const ENGLISH_FRAME = /\b(?:the|your|is|are|appears|covered|policy|adjuster|writing|found)\b/i;

describe('a policy answer in French', () => {
  it('says covered in French, quotes the English clause as written, with its page', () => {
    const reply = answer('fr', 'Is theft covered?')!;
    expect(reply).toMatch(/^\*\*Cela semble couvert : votre police couvre « theft, including attempted theft[^»]*» \(page 5\)\.\*\*/);
    expect(reply).toContain('« Theft, including attempted theft and loss of property from a known place');
    expect(reply).toContain('Demandez à votre expert en sinistre de vous confirmer par écrit :');
    expect(frame(reply)).not.toMatch(ENGLISH_FRAME);
  });

  it('says not covered in French, naming what the exclusion leaves out in the policy’s words', () => {
    const reply = answer('fr', 'Is earthquake damage covered?')!;
    expect(reply.split('\n\n')[0]).toBe(
      '**Cela ne semble pas couvert : votre police exclut « earth movement, including earthquake, landslide, mudflow and sinkhole » (page 6).**',
    );
    expect(frame(reply)).not.toMatch(ENGLISH_FRAME);
  });

  it('says it depends, quoting the carve-back the answer turns on', () => {
    const reply = answer('fr', 'Is mold covered?')!;
    expect(reply.split('\n\n')[0]).toMatch(
      /^\*\*Cela semble exclu, sauf dans un cas que votre police prévoit : « fungi[^»]*hidden within the walls[^»]*» \(pages 4 et 6\)\. La réponse dépend donc des faits\.\*\*$/,
    );
    expect(reply).toContain('**Page 6 — Section I – Exclusions (exception à une exclusion) :**');
    expect(frame(reply)).not.toMatch(ENGLISH_FRAME);
  });

  it('quotes a French policy in French', () => {
    const french: Passage[] = [
      {
        page: 3,
        position: 0,
        text: 'Vol\nNous couvrons le vol des biens assurés et la tentative de vol, lorsque des traces d’effraction sont visibles. La garantie est limitée à 2 500 $ pour les bijoux.',
      },
      {
        page: 4,
        position: 1,
        text: 'Exclusions\nNous ne couvrons pas les dommages causés par l’usure normale ou la détérioration graduelle.',
      },
    ];
    const reply = answer('fr', 'Le vol de mes biens est-il couvert par ma police?', french)!;
    expect(reply).toContain(
      '« Nous couvrons le vol des biens assurés et la tentative de vol, lorsque des traces d’effraction sont visibles.',
    );
    expect(reply).toMatch(/\(page 3\)/);
    expect(frame(reply)).not.toMatch(ENGLISH_FRAME);
  });

  it('says in French that it found nothing, and where it looked', () => {
    const reply = answer('fr', 'Are my parrot’s vet bills covered?')!;
    expect(reply).toMatch(
      /^\*\*Je n’ai rien trouvé à ce sujet dans votre police\.\*\*\n\nJ’ai cherché dans votre police \(maple-policy\.pdf\), ses 6 pages au complet,/,
    );
    expect(reply).not.toContain('**Page');
  });

  it('asks for the policy in French when none is uploaded', () => {
    const reply = answer('fr', 'Is theft covered?', policy, { claimDetails: { ...DETAILS, policyTextStatus: 'none' } });
    expect(reply).toContain('téléversez le PDF de votre police');
  });

  it('leaves to English an answer whose notes are written only in English (a shared limit on an item worth more)', () => {
    expect(answer('fr', 'Is my $6,800 ring covered?')).toBeNull();
  });
});

describe('a policy answer in Spanish', () => {
  it('says covered, not covered and depends in Spanish, the clause in the policy’s English', () => {
    const covered = answer('es', 'Is theft covered?')!;
    expect(covered).toMatch(/^\*\*Parece estar cubierto: su póliza cubre “theft, including attempted theft[^”]*” \(página 5\)\.\*\*/);
    expect(covered).toContain('Pida a su ajustador que le confirme por escrito:');
    const excluded = answer('es', 'Is earthquake damage covered?')!;
    expect(excluded.split('\n\n')[0]).toBe(
      '**No parece estar cubierto: su póliza excluye “earth movement, including earthquake, landslide, mudflow and sinkhole” (página 6).**',
    );
    const depends = answer('es', 'Is mold covered?')!;
    expect(depends.split('\n\n')[0]).toMatch(
      /^\*\*Parece estar excluido, salvo en un caso que su póliza prevé: “fungi[^”]*” \(páginas 4 y 6\)\. Así que la respuesta depende de los hechos\.\*\*$/,
    );
    for (const reply of [covered, excluded, depends]) {
      expect(frame(reply)).not.toMatch(ENGLISH_FRAME);
      expect(reply.split('\n\n').at(-1)).toBe('Esta es información general para ayudarle a manejar su propio reclamo, no asesoría legal.');
    }
  });
});

it('is the composer the engine uses for a policy question in French and Spanish', () => {
  expect(LOCALIZED_COMPOSERS.policy_question?.fr).toBeTypeOf('function');
  expect(LOCALIZED_COMPOSERS.policy_question?.es).toBeTypeOf('function');
});
