import { describe, expect, it } from 'vitest';
import { analyzeQuestion, WEIGHT, type Concept } from '../../../src/assistant/retrieval/query';
import { wordNetExpansions } from '../../../src/assistant/retrieval/wordnet/wordnet-expansions';

const concept = (question: string, term: string): Concept => analyzeQuestion(question).concepts.find((found) => found.term === term)!;
const expansions = (found: Concept) => found.expansions.map((expansion) => expansion.terms.join(' '));

describe('analyzeQuestion', () => {
  it('keeps the user’s words as concepts, leaving out the words that name the policy', () => {
    expect(analyzeQuestion('Does my insurance policy cover hail?').concepts.map((found) => found.term)).toEqual(['hail']);
    expect(analyzeQuestion('What does my policy cover?')).toMatchObject({ broad: true });
  });

  it('widens a word with the policy wording from the thesaurus, below the weight of the word itself', () => {
    const ring = concept('Is my ring covered?', 'ring');
    expect(ring.weight).toBe(WEIGHT.own);
    expect(expansions(ring)).toEqual(expect.arrayContaining(['jewelri', 'watch', 'precious stone']));
    expect(ring.expansions.every((expansion) => expansion.weight < WEIGHT.own)).toBe(true);
    expect(expansions(concept('Will they pay for a hotel?', 'hotel'))).toEqual(expect.arrayContaining(['addit live expens', 'loss use']));
    expect(expansions(concept('Is my SUV covered?', 'suv'))).toEqual(expect.arrayContaining(['vehicl', 'auto']));
    // Every cause but a collision is "other than collision" on an auto policy that names none of them.
    expect(expansions(concept('Did the hailstorm dent my hatchback for nothing?', 'hailstorm'))).toContain('collis');
    expect(expansions(concept('Someone keyed my truck', 'key'))).toContain('collis');
  });

  it('never widens a word to the bare verb of a phrasal verb ("tear out" is no "tear")', () => {
    expect(expansions(concept('who pays for mould remediation?', 'remedi'))).not.toContain('tear');
  });

  it('reads a question of only words any claim holds, asking what the policy covers, as about the whole policy', () => {
    expect(analyzeQuestion('What does a typical renters plan protect?')).toMatchObject({ broad: true });
    expect(analyzeQuestion('What can I claim under it?')).toMatchObject({ broad: true });
    expect(analyzeQuestion('What would this plan protect me against?')).toMatchObject({ broad: true });
    expect(analyzeQuestion('What things are not covered?')).toMatchObject({ broad: true });
    // "How much will they pay?" asks of the user's loss, not for a list.
    expect(analyzeQuestion('How much will they pay?')).toMatchObject({ broad: false });
  });

  it('matches spoken phrases word by word, so "stolen from my car" is not "stolen car"', () => {
    expect(expansions(concept('My laptop was stolen from my car', 'car'))).toContain('person properti auto');
    expect(expansions(concept('My laptop was stolen from my car', 'car'))).not.toContain('total theft');
    expect(expansions(concept('Is my stolen car covered?', 'car'))).toContain('total theft');
    expect(expansions(concept('Is sewer back-up covered?', 'sewer'))).toContain('drain');
  });

  it('asks WordNet for words the thesaurus does not know: synonyms, then direct hypernyms, each lower', () => {
    const vet = concept('Is my vet covered?', 'vet');
    const synonym = vet.expansions.find((expansion) => expansion.terms.join(' ') === 'veterinarian');
    const hypernym = vet.expansions.find((expansion) => expansion.terms.join(' ') === 'doctor');
    expect(synonym).toMatchObject({ source: 'wordnet-synonym', weight: WEIGHT.wordNetSynonym });
    expect(hypernym).toMatchObject({ source: 'wordnet-hypernym', weight: WEIGHT.wordNetHypernym });
    expect(WEIGHT.wordNetHypernym).toBeLessThan(WEIGHT.wordNetSynonym);
    expect(WEIGHT.wordNetSynonym).toBeLessThan(WEIGHT.thesaurus);
  });

  it('weighs generic and setting words at a quarter', () => {
    const question = analyzeQuestion('Will they pay for the damage to my kitchen ceiling from the leak?');
    expect(question.concepts.filter((found) => found.weight === WEIGHT.generic).map((found) => found.term)).toEqual([
      'pay',
      'damag',
      'kitchen',
      'ceil',
    ]);
  });
});

describe('wordNetExpansions', () => {
  it('reads the commonest sense from the WordNet files, leaving out hypernyms too general to help', () => {
    expect(wordNetExpansions('necklace').hypernyms).toContain('jewelry');
    expect(wordNetExpansions('laptop')).toEqual({ synonyms: ['laptop computer'], hypernyms: ['portable computer'] });
    expect(wordNetExpansions('bicycles').synonyms).toContain('bike');
    expect(wordNetExpansions('qwertyuiop')).toEqual({ synonyms: [], hypernyms: [] });
    expect(wordNetExpansions('sofa').hypernyms).not.toContain('object');
  });
});
