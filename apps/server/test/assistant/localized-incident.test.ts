import { describe, expect, it } from 'vitest';
import { rankPassages } from '../../src/assistant/retrieval/passage-search';
import { claim, policyPassages } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// A loss told in French or Spanish gets its first steps in the language, for its kind of loss,
// after what the user's policy says of it (the policy's words quoted as written).

const allInLanguage = (reply: string) => ENGLISH_MARKERS.forEach((marker) => expect(ownWords(reply)).not.toMatch(marker));

describe('first steps after a loss, in French', () => {
  it('leads with the policy’s verdict in French, then the steps for water damage', async () => {
    const reading = 'the dishwasher hose burst and water went through the kitchen floor';
    const passages = rankPassages(await policyPassages(), reading, 5);
    const reply = replyIn('incident', 'fr', reading, [claim()], { passages });
    expect(reply).toMatch(/^Je suis désolé de ce qui vous arrive, Ana\. \*\*/);
    expect(reply).toContain('(page 3)');
    expect(reply).toContain('Pour une réclamation de type « inondation du sous-sol / dégât d’eau », voici quoi faire d’abord :');
    expect(reply).toContain('• Arrêtez l’eau si vous pouvez le faire sans danger');
    expect(reply).not.toContain('police et notez');
    allInLanguage(reply);
  });
});

describe('first steps after a loss, in Spanish', () => {
  it('gives a theft’s steps, the police report among them, with no policy to read', () => {
    const reply = replyIn('incident', 'es', 'thieves got into the storage unit and took my tools', [claim()]);
    expect(reply).toMatch(/^Siento mucho lo que pasó, Ana\. Para un reclamo de tipo “robo en un/);
    expect(reply).toContain('• Repórtelo a la policía y anote el número del reporte.');
    expect(reply).toContain('• Haga una lista de lo que se dañó o se perdió');
    expect(reply).toContain('**Datos del reclamo**');
    allInLanguage(reply);
  });

  it('answers a question about a stage of the claim with that stage’s guide', () => {
    const reply = replyIn('incident', 'es', 'what happens if the insurer denies the claim?', [claim()]);
    expect(reply).toMatch(/^\*\*Si le niegan un reclamo\*\*/);
    expect(reply).not.toContain('Siento mucho');
    allInLanguage(reply);
  });
});
