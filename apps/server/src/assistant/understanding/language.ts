import { franc } from 'franc';

/** Languages Benji recognises in order to say, in the user's language, that it answers in English. */
export type OtherLanguage = 'fra' | 'spa';

// Restricting franc to the languages our users write keeps English from being read as Scots; and
// since franc alone calls short English questions French ("Is hail damage covered?"), a message
// must also use more of that language's small words than of English's.
const CANDIDATES = ['eng', 'fra', 'spa'];

const SMALL_WORDS: Record<'eng' | OtherLanguage, Set<string>> = {
  eng: new Set(
    'the a an and or is are was my me i you your to of for in on with what when how can do does did it this that they have has be will not'.split(
      ' ',
    ),
  ),
  fra: new Set(
    'le la les un une des du de et ou est sont mon ma mes je vous votre vos pour dans sur avec quand comment quoi que qui pas ne il elle ils ont a été mais'.split(
      ' ',
    ),
  ),
  spa: new Set(
    'el la los las un una unos y o es son mi mis yo usted su sus para en con cuando como que qué quien no ha han pero del al'.split(' '),
  ),
};

function smallWordCount(words: readonly string[], language: 'eng' | OtherLanguage): number {
  return words.filter((word) => SMALL_WORDS[language].has(word)).length;
}

/** The message's language when it is clearly French or Spanish; null for English or too short to tell. */
export function otherLanguageOf(message: string): OtherLanguage | null {
  const words = message.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 4) return null;
  const language = franc(message, { only: CANDIDATES, minLength: 12 });
  if (language !== 'fra' && language !== 'spa') return null;
  const own = smallWordCount(words, language);
  return own >= 2 && own > smallWordCount(words, 'eng') ? language : null;
}
