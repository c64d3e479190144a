// Spec 2.9 gave insurers emoji logos, which show as empty boxes on machines without an emoji font.
// A monogram is plain text: the initials of the insurer's name in a circle of a colour of its own.

/** Words that name the trade, not the insurer: "Intact Insurance" is I, "The Co-operators" is C. */
const GENERIC_WORDS = new Set([
  'the',
  'of',
  'and',
  'insurance',
  'insurances',
  'assurance',
  'assurances',
  'assurance-vie',
  'mutual',
  'company',
  'companies',
  'co',
  'inc',
  'ltd',
  'llc',
  'group',
  'general',
  'générale',
  'générales',
  'direct',
  'casualty',
  'insurer',
  'insurers',
]);

/** White text reads on each of these at 4.5:1 or better (Tailwind's 700 shades). */
export const MONOGRAM_COLOURS = [
  'bg-blue-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
  'bg-cyan-700',
  'bg-orange-700',
  'bg-sky-700',
  'bg-slate-700',
] as const;

export interface Monogram {
  /** One or two capitals; empty when the name has no letter or digit. */
  initials: string;
  colour: (typeof MONOGRAM_COLOURS)[number];
}

export function insurerMonogram(company: string): Monogram {
  const words = company.toLocaleLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const telling = words.filter((word) => !GENERIC_WORDS.has(word));
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2);
  const initials = chosen.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
  return { initials, colour: MONOGRAM_COLOURS[hash(words.join(' ')) % MONOGRAM_COLOURS.length]! };
}

/** FNV-1a, then murmur3's finaliser to spread short names over the palette: the same name gets the same colour everywhere. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}
