// Is a reply written in Spanish? Counted on common Spanish words, which English text almost never uses.

const SPANISH_WORDS = new Set(
  'el la los las del una unos es son usted su sus nosotros para con en por que qué no se lo le les y o pero este esta ese esa ya según antes después hasta entre reclamo póliza aseguradora ajustador carta plazo días monto pérdida'.split(
    ' ',
  ),
);

const words = (text: string) => text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? [];

/** True for a reply in Spanish, or one that tells the user in Spanish that Benji answers in English. */
export function answersInSpanish(reply: string): boolean {
  const all = words(reply);
  const spanish = all.filter((word) => SPANISH_WORDS.has(word)).length;
  const share = all.length > 0 ? spanish / all.length : 0;
  const saysEnglishInSpanish = /inglés/i.test(reply) && spanish >= 5;
  return share >= 0.2 || saysEnglishInSpanish;
}
