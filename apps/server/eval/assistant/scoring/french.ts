// Is a reply written in French? Counted on common French words, which English text almost never uses.

const FRENCH_WORDS = new Set(
  'le la les des du une est sont vous votre vos nous notre pour avec dans sur pas que qui qu ce cette ces au aux et ou mais je j il elle être avoir peut doit selon déjà après avant jusqu entre réclamation sinistre assureur lettre délai jours montant'.split(
    ' ',
  ),
);

const words = (text: string) => text.toLowerCase().match(/[a-zàâçéèêëîïôûùüÿœ]+/g) ?? [];

/** True for a reply in French, or one that tells the user in French that Benji answers in English. */
export function answersInFrench(reply: string): boolean {
  const all = words(reply);
  const french = all.filter((word) => FRENCH_WORDS.has(word)).length;
  const share = all.length > 0 ? french / all.length : 0;
  const saysEnglishInFrench = /anglais/i.test(reply) && french >= 5;
  return share >= 0.2 || saysEnglishInFrench;
}
