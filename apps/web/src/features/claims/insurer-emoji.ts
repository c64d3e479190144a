// Spec 2.9: six named insurers get their own emoji in the list, everyone else the default.
// Matched anywhere in the name, ignoring case: 'State Farm Mutual' is State Farm.
const INSURER_EMOJI: readonly [string, string][] = [
  ['state farm', '🏠'],
  ['allstate', '🤝'],
  ['geico', '🦎'],
  ['progressive', '🚗'],
  ['intact', '🍁'],
  ['desjardins', '🌲'],
];

export const DEFAULT_INSURER_EMOJI = '🏢';

export function insurerEmoji(company: string): string {
  const name = company.toLocaleLowerCase();
  return INSURER_EMOJI.find(([key]) => name.includes(key))?.[1] ?? DEFAULT_INSURER_EMOJI;
}
