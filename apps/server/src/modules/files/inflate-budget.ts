import { constants, inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n/g;

/** How many Flate filters the stream dictionary just before `at` names (a filter array may chain several). */
function flateLayers(text: string, at: number): number {
  const dictionary = text.slice(Math.max(0, at - 512), at);
  const own = dictionary.slice(dictionary.lastIndexOf(' obj') + 1);
  return (own.match(/\/(?:FlateDecode|Fl)\b/g) ?? []).length;
}

/**
 * False when the Flate streams of a PDF would inflate to more than `budget` bytes in all: a
 * deflate bomb (a few MB that grow a thousandfold) would otherwise be inflated by the PDF reader,
 * which takes gigabytes of memory and blocks the server for as long. Each stream is inflated
 * here at most up to what is left of the budget, layer by layer for chained filters.
 */
export function inflatesWithin(data: Buffer, budget: number): boolean {
  const text = data.toString('latin1');
  let left = budget;
  let end = 0;
  for (const match of text.matchAll(STREAM)) {
    const layers = flateLayers(text, match.index);
    if (layers === 0) continue;
    const start = match.index + match[0].length;
    // Searched again only once passed: a search to the end of the file for every one of thousands
    // of streams without 'endstream' made the check quadratic (1 MB of them took 16 s).
    if (end !== -1 && end < start) end = text.indexOf('endstream', start);
    let chunk: Buffer = data.subarray(start, end === -1 ? data.length : end);
    for (let layer = 0; layer < layers; layer += 1) {
      try {
        // A truncated or damaged stream gives what it can (SYNC_FLUSH); past the budget it throws.
        chunk = inflateSync(chunk, { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        break; // not Flate data after all: the PDF reader will decide
      }
      left -= chunk.length;
      if (left < 0) return false;
    }
  }
  return true;
}
