import { franc } from 'franc';
import type { TAccountLanguage } from '@benji/shared';

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
    "le la les un une des du de et ou est sont mon ma mes je vous votre vos pour dans sur avec quand comment quoi que qui pas ne il elle ils ont a été mais à au aux ce cette ces sa son ses nous moi rien tu te me suis ai en ça leur leurs quel quelle quels quelles depuis sous l' d' j' qu' n' c' s' m' t'".split(
      ' ',
    ),
  ),
  spa: new Set(
    'el la los las un una unos y o es son mi mis yo usted su sus para en con cuando como que qué quien no ha han pero del al a me te se lo le les por este esta ese esa más muy sin nos nadie cuándo cómo dónde porque'.split(
      ' ',
    ),
  ),
};

function smallWordCount(words: readonly string[], language: 'eng' | OtherLanguage): number {
  return words.filter((word) => SMALL_WORDS[language].has(word)).length;
}

/** Words and French elisions apart: "l'expert" is "l'" and "expert", "don't" stays one word. */
const wordsOf = (message: string) =>
  message
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/\b(?:l|d|j|qu|n|c|s|m|t)'(?=\p{L})|[\p{L}']+/gu) ?? [];

/**
 * The message's language when it is clearly French or Spanish; null for English or too short to
 * tell. A small word both languages write ("a", "me") is a sign of neither: "ayúdeme a contestar
 * este correo del ajustador" was read as English on its "a", and "tell me a joke" is no French.
 */
export function otherLanguageOf(message: string): OtherLanguage | null {
  const words = wordsOf(message);
  if (words.length < 4) return null;
  const language = franc(message, { only: CANDIDATES, minLength: 12 });
  if (language !== 'fra' && language !== 'spa') return null;
  const shared = (word: string) => SMALL_WORDS.eng.has(word) && SMALL_WORDS[language].has(word);
  const own = words.filter((word) => SMALL_WORDS[language].has(word) && !shared(word)).length;
  const english = words.filter((word) => SMALL_WORDS.eng.has(word) && !shared(word)).length;
  return own >= 2 && own > english ? language : null;
}

/** The language a reply is written in. */
export type ReplyLanguage = 'en' | 'fr' | 'es';

const OF_OTHER: Record<OtherLanguage, ReplyLanguage> = { fra: 'fr', spa: 'es' };
const OF_ACCOUNT: Record<TAccountLanguage, ReplyLanguage> = { 'en-US': 'en', 'en-CA': 'en', 'fr-CA': 'fr', 'es-US': 'es' };

/** The language a message is clearly written in; null when it is too short to tell ("2", "ok", "yes please"). */
function languageOfMessage(message: string): ReplyLanguage | null {
  const other = otherLanguageOf(message);
  if (other) return OF_OTHER[other];
  const words = wordsOf(message);
  return words.length >= 3 && smallWordCount(words, 'eng') >= 1 ? 'en' : null;
}

export interface LanguageClues {
  /** The user's earlier messages in the conversation, oldest first. */
  earlier: readonly string[];
  /** The account's language setting, when the user chose one. */
  account: TAccountLanguage | null | undefined;
  /** True when the message is a next step the user tapped: its words are the chip's, not theirs. */
  tapped: boolean;
  /** Someone else's words pasted into the message (an adjuster's e-mail), kept apart from the user's. */
  pasted?: string | null;
}

/**
 * The reply's language: the user's own words' when they tell (a pasted e-mail is someone else's:
 * a French request above an English e-mail is answered in French); otherwise (a number answering a
 * choice, a tapped chip, an e-mail pasted with no words) the language the user last wrote in;
 * otherwise the account's; otherwise the pasted e-mail's; else English.
 */
export function replyLanguageFor(ownWords: string, { earlier, account, tapped, pasted }: LanguageClues): ReplyLanguage {
  const own = tapped ? null : languageOfMessage(ownWords);
  if (own) return own;
  for (const text of [...earlier].reverse()) {
    const language = languageOfMessage(text);
    if (language) return language;
  }
  if (account) return OF_ACCOUNT[account];
  return (pasted ? languageOfMessage(pasted) : null) ?? 'en';
}
