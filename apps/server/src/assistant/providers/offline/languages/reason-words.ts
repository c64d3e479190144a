import type { LetterLanguage } from './letter-words';

/** The words around the user's own reasons in a letter (letters/reasons.ts), in one language. */
export interface ReasonWords {
  heading: string;
  /** Asks for material of like kind and quality and a uniform look, when the user complains of a mismatch. */
  uniformRepair: string;
  /** The state rules that require a uniform appearance, by state, with their citation. */
  uniformRules: Readonly<Record<string, string>>;
}

const WORDS: Record<LetterLanguage, ReasonWords> = {
  fr: {
    heading: 'Mes motifs :',
    uniformRepair:
      'Remplacer seulement la partie endommagée laisserait une différence visible avec le reste de la même surface. Je demande que la réparation soit faite avec des matériaux de nature et de qualité semblables, et qu’elle donne à l’ensemble de la surface une apparence raisonnablement uniforme.',
    uniformRules: {
      CA: 'La réglementation de la Californie sur le règlement équitable des sinistres prévoit que, lorsque les articles remplacés ne s’agencent pas en qualité, en couleur ou en dimension, l’assureur doit remplacer tous les articles de la zone endommagée de façon à obtenir une apparence raisonnablement uniforme (Cal. Code Regs., tit. 10, § 2695.9(a)(2)).',
      FL: 'La loi de la Floride prévoit que, lorsque les articles remplacés ne s’agencent pas en qualité, en couleur ou en dimension, l’assureur doit faire des réparations ou des remplacements raisonnables des articles situés dans les zones adjacentes (Fla. Stat. § 626.9744).',
    },
  },
  es: {
    heading: 'Mis razones:',
    uniformRepair:
      'Reemplazar solo la parte dañada dejaría una diferencia visible con el resto de la misma superficie. Le pido que la reparación se haga con materiales de clase y calidad similares y que dé a toda el área una apariencia razonablemente uniforme.',
    uniformRules: {
      CA: 'Las normas de California sobre prácticas justas en la liquidación de reclamos establecen que, cuando los artículos reemplazados no coinciden en calidad, color o tamaño, la aseguradora debe reemplazar todos los artículos del área dañada para lograr una apariencia razonablemente uniforme (Cal. Code Regs., tít. 10, § 2695.9(a)(2)).',
      FL: 'La ley de Florida establece que, cuando los artículos reemplazados no coinciden en calidad, color o tamaño, la aseguradora debe hacer reparaciones o reemplazos razonables de los artículos en las áreas contiguas (Fla. Stat. § 626.9744).',
    },
  },
};

export const reasonWords = (language: LetterLanguage): ReasonWords => WORDS[language];
