// Canadian (and British) spellings folded to the US ones, so "mould" in a question meets "mold" in a
// policy and "jewellery" meets "jewelry". Both passages and questions go through the same fold, so a
// fold that also changes an unrelated word ("realistic" → "realiztic") costs nothing: it changes it
// the same way on both sides.

/** A word starting with the first spelling is rewritten to start with the second ("moulds" → "molds"). */
const PREFIXES: readonly [string, string][] = [
  ['mould', 'mold'],
  ['jewellery', 'jewelry'],
  ['jeweller', 'jeweler'],
  ['cheque', 'check'],
  ['colour', 'color'],
  ['honour', 'honor'],
  ['labour', 'labor'],
  ['neighbour', 'neighbor'],
  ['harbour', 'harbor'],
  ['behaviour', 'behavior'],
  ['favour', 'favor'],
  ['vapour', 'vapor'],
  ['odour', 'odor'],
  ['rumour', 'rumor'],
  ['armour', 'armor'],
  ['centre', 'center'],
  ['metre', 'meter'],
  ['litre', 'liter'],
  ['theatre', 'theater'],
  ['fibre', 'fiber'],
  ['sabre', 'saber'],
  ['licence', 'license'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['tyre', 'tire'],
  ['aluminium', 'aluminum'],
  ['sulphur', 'sulfur'],
  ['plough', 'plow'],
  ['manoeuvr', 'maneuver'],
  ['catalogue', 'catalog'],
  ['programme', 'program'],
  ['cancell', 'cancel'],
  ['travell', 'travel'],
  ['labell', 'label'],
  ['fuell', 'fuel'],
  ['modell', 'model'],
  ['signall', 'signal'],
  ['totall', 'total'],
  ['instalment', 'installment'],
  ['judgement', 'judgment'],
  ['acknowledgement', 'acknowledgment'],
  ['authoris', 'authoriz'],
  ['organis', 'organiz'],
  ['recognis', 'recogniz'],
  ['realis', 'realiz'],
  ['apologis', 'apologiz'],
  ['itemis', 'itemiz'],
  ['minimis', 'minimiz'],
  ['maximis', 'maximiz'],
  ['summaris', 'summariz'],
  ['categoris', 'categoriz'],
  ['finalis', 'finaliz'],
  ['prioritis', 'prioritiz'],
  ['utilis', 'utiliz'],
  ['analys', 'analyz'],
  ['paralys', 'paralyz'],
  ['vandalis', 'vandaliz'],
  ['immobilis', 'immobiliz'],
  ['winteris', 'winteriz'],
  ['storey', 'story'],
  ['grey', 'gray'],
  ['kerb', 'curb'],
  ['ageing', 'aging'],
  ['gaol', 'jail'],
];

/** Whole words only: as prefixes they would also change other words ("fulfil" in "fulfilled"). */
const WORDS = new Map<string, string>([
  ['fulfil', 'fulfill'],
  ['fulfilment', 'fulfillment'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['skilful', 'skillful'],
  ['wilful', 'willful'],
  ['wilfully', 'willfully'],
  ['practise', 'practice'],
  ['practised', 'practiced'],
  ['cosy', 'cozy'],
  ['draught', 'draft'],
  ['pyjamas', 'pajamas'],
]);

const byFirstLetter = new Map<string, [string, string][]>();
for (const pair of PREFIXES) {
  const letter = pair[0][0]!;
  byFirstLetter.set(letter, [...(byFirstLetter.get(letter) ?? []), pair]);
}

/** The US spelling of a lower-case word; the word itself when no fold applies. */
export function foldSpelling(word: string): string {
  const exact = WORDS.get(word);
  if (exact) return exact;
  for (const [from, to] of byFirstLetter.get(word[0] ?? '') ?? []) {
    if (word.startsWith(from)) return to + word.slice(from.length);
  }
  return word;
}
