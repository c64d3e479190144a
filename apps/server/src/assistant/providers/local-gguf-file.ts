import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * Checks, synchronously and without loading it, that `path` is a GGUF model file that is all there:
 * it exists, starts with GGUF version 2 or 3, its header reads to the end, and the file is long
 * enough to hold the data of every tensor it lists (a cut-off download is the usual broken file).
 * Synchronous so that the engine choice, made while the app is built, can refuse to start.
 * Throws an Error naming the path.
 */
export function checkGgufFile(path: string): void {
  const problem = findProblem(path);
  if (problem) throw new Error(`${path} ${problem}`);
}

function findProblem(path: string): string | null {
  let size: number;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) return 'is not a file.';
    size = stats.size;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist.' : `cannot be read: ${(error as Error).message}`;
  }
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch (error) {
    return `cannot be read: ${(error as Error).message}`;
  }
  try {
    return walkHeader(new HeaderReader(descriptor, size));
  } catch (error) {
    if (error instanceof HeaderEnd) return 'is not a whole GGUF model file: it ends inside its header.';
    throw error;
  } finally {
    closeSync(descriptor);
  }
}

const DEFAULT_ALIGNMENT = 32;
const ALIGNMENT_KEY = 'general.alignment';
/** GGUF keys are short dotted names; a longer one means a corrupt header, not a key to allocate for. */
const MAX_KEY_LENGTH = 65_535;
/** Bytes per value of GGUF's fixed-size metadata types, by type id; 8 is a string, 9 an array. */
const FIXED_SIZES: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };
const STRING = 8;
const ARRAY = 9;
const UINT32 = 4;

/**
 * [values per block, bytes per block] of ggml's tensor types, by type id, as llama.cpp's own
 * ggml_blck_size and ggml_type_size give them (checked against node-llama-cpp's binding).
 */
const TENSOR_BLOCKS: Record<number, [number, number]> = {
  0: [1, 4],
  1: [1, 2],
  2: [32, 18],
  3: [32, 20],
  6: [32, 22],
  7: [32, 24],
  8: [32, 34],
  9: [32, 36],
  10: [256, 84],
  11: [256, 110],
  12: [256, 144],
  13: [256, 176],
  14: [256, 210],
  15: [256, 292],
  16: [256, 66],
  17: [256, 74],
  18: [256, 98],
  19: [256, 50],
  20: [32, 18],
  21: [256, 110],
  22: [256, 82],
  23: [256, 136],
  24: [1, 1],
  25: [1, 2],
  26: [1, 4],
  27: [1, 8],
  28: [1, 8],
  29: [256, 56],
  30: [1, 2],
  34: [256, 54],
  35: [256, 66],
  39: [32, 17],
};

/** A tensor's size in bytes; for a type newer than this table, one byte, and llama.cpp checks the rest. */
function tensorBytes(type: number, elements: number): number {
  const block = TENSOR_BLOCKS[type];
  return block ? Math.ceil(elements / block[0]) * block[1] : 1;
}

function walkHeader(reader: HeaderReader): string | null {
  if (reader.bytes(4).toString('latin1') !== 'GGUF') return 'is not a GGUF model file (it does not start with "GGUF").';
  const version = reader.uint32();
  if (version !== 2 && version !== 3) return `is GGUF version ${version}; only versions 2 and 3 can be loaded.`;
  const tensorCount = reader.uint64();
  const metadataCount = reader.uint64();
  let alignment = DEFAULT_ALIGNMENT;
  for (let index = 0; index < metadataCount; index++) {
    const keyLength = reader.uint64();
    if (keyLength > MAX_KEY_LENGTH) return 'is not a valid GGUF model file (a metadata key is too long).';
    const key = reader.bytes(keyLength).toString('utf8');
    const type = reader.uint32();
    if (key === ALIGNMENT_KEY && type === UINT32) alignment = reader.uint32() || DEFAULT_ALIGNMENT;
    else if (!skipValue(reader, type)) return `is not a valid GGUF model file (metadata "${key}" has unknown type ${type}).`;
  }
  let dataNeeded = 0;
  for (let index = 0; index < tensorCount; index++) {
    reader.skip(reader.uint64());
    const dimensions = reader.uint32();
    if (dimensions > 4) return 'is not a valid GGUF model file (a tensor has more than 4 dimensions).';
    let elements = 1;
    for (let dimension = 0; dimension < dimensions; dimension++) elements *= reader.uint64();
    const type = reader.uint32();
    dataNeeded = Math.max(dataNeeded, reader.uint64() + tensorBytes(type, elements));
  }
  const dataStart = Math.ceil(reader.position / alignment) * alignment;
  if (tensorCount > 0 && dataStart + dataNeeded > reader.size)
    return 'is not a whole GGUF model file: it is shorter than its tensors need (a cut-off download?).';
  return null;
}

/** Skips one metadata value; false for a type GGUF does not define. */
function skipValue(reader: HeaderReader, type: number): boolean {
  const fixed = FIXED_SIZES[type];
  if (fixed !== undefined) reader.skip(fixed);
  else if (type === STRING) reader.skip(reader.uint64());
  else if (type === ARRAY) {
    const itemType = reader.uint32();
    const count = reader.uint64();
    const itemSize = FIXED_SIZES[itemType];
    if (itemSize !== undefined) reader.skip(count * itemSize);
    else for (let index = 0; index < count; index++) if (!skipValue(reader, itemType)) return false;
  } else return false;
  return true;
}

class HeaderEnd extends Error {}

/** Reads the header front to back through a 1 MiB window; a large vocabulary makes headers of megabytes. */
class HeaderReader {
  position = 0;
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly descriptor: number,
    readonly size: number,
  ) {}

  bytes(count: number): Buffer {
    this.need(count);
    const offset = this.position - this.windowStart;
    this.position += count;
    return this.window.subarray(offset, offset + count);
  }

  uint32(): number {
    return this.bytes(4).readUInt32LE();
  }

  /** Past 2^53 the value is inexact, but then it is past the end of any file too. */
  uint64(): number {
    return Number(this.bytes(8).readBigUInt64LE());
  }

  skip(count: number): void {
    if (this.position + count > this.size) throw new HeaderEnd();
    this.position += count;
  }

  private need(count: number): void {
    if (this.position + count > this.size) throw new HeaderEnd();
    if (this.position >= this.windowStart && this.position + count <= this.windowStart + this.window.length) return;
    this.window = Buffer.alloc(Math.min(Math.max(count, 1 << 20), this.size - this.position));
    readSync(this.descriptor, this.window, 0, this.window.length, this.position);
    this.windowStart = this.position;
  }
}
