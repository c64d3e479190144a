import { open, stat } from 'node:fs/promises';
import { gguf, type GGUFParseOutput } from '@huggingface/gguf';
import { tensorBytes } from './local-gguf-tensor-bytes';

/**
 * Checks, without loading it, that `path` is a GGUF model file that is all there: it exists, starts
 * with GGUF version 2 or 3, its header reads to the end, and the file is long enough to hold the data
 * of every tensor it lists (a cut-off download is the usual broken file). @huggingface/gguf reads
 * the header. Rejects with an Error naming the path.
 */
export async function checkGgufFile(path: string): Promise<void> {
  const problem = await findProblem(path);
  if (problem) throw new Error(`${path} ${problem}`);
}

const HEADER_CUT = 'is not a whole GGUF model file: it ends inside its header.';
const DATA_CUT = 'is not a whole GGUF model file: it is shorter than its tensors need (a cut-off download?).';
const PREAMBLE_BYTES = 8;
/** ggml's GGML_MAX_DIMS; the reader accepts up to 8. */
const MAX_DIMENSIONS = 4;

async function findProblem(path: string): Promise<string | null> {
  let size: number;
  try {
    const stats = await stat(path);
    if (!stats.isFile()) return 'is not a file.';
    size = stats.size;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist.' : `cannot be read: ${(error as Error).message}`;
  }
  try {
    return (await preambleProblem(path, size)) ?? headerProblem(await gguf(path, { allowLocalFile: true }), size);
  } catch (error) {
    // Past the end of the file the reader reads zeros, 2 MB at a time; it runs off its own buffer,
    // with a RangeError, when a length in the header points further: the header needs more bytes
    // than the file has.
    if (error instanceof RangeError) return HEADER_CUT;
    if ((error as NodeJS.ErrnoException).code) return `cannot be read: ${(error as Error).message}`;
    return `is not a valid GGUF model file (${(error as Error).message}).`;
  }
}

/**
 * The magic and the version, read here because the reader's errors do not say which version a file
 * has, and it accepts version 1 and big-endian files, which llama.cpp does not load.
 */
async function preambleProblem(path: string, size: number): Promise<string | null> {
  const file = await open(path, 'r');
  let preamble: Buffer;
  try {
    ({ buffer: preamble } = await file.read(Buffer.alloc(PREAMBLE_BYTES), 0, PREAMBLE_BYTES, 0));
  } finally {
    await file.close();
  }
  if (size < 4) return HEADER_CUT;
  if (preamble.toString('latin1', 0, 4) !== 'GGUF') return 'is not a GGUF model file (it does not start with "GGUF").';
  if (size < PREAMBLE_BYTES) return HEADER_CUT;
  const version = preamble.readUInt32LE(4);
  if (version !== 2 && version !== 3) return `is GGUF version ${version}; only versions 2 and 3 can be loaded.`;
  return null;
}

/** What the parsed header shows to be wrong, measured against the file's size. */
function headerProblem({ tensorInfos, tensorInfoByteRange, tensorDataOffset }: GGUFParseOutput, size: number): string | null {
  // Zeros read past the end of the file parse as empty keys and tensors: a header cut short
  // still parses, but it ends past the end of the file.
  if (tensorInfoByteRange[1] > size) return HEADER_CUT;
  if (tensorInfos.some((tensor) => tensor.n_dims > MAX_DIMENSIONS))
    return `is not a valid GGUF model file (a tensor has more than ${MAX_DIMENSIONS} dimensions).`;
  if (tensorInfos.length === 0) return null;
  // Offsets count from the start of the tensor data, which the reader has already aligned to
  // general.alignment (32 unless the file sets it).
  const dataNeeded = tensorInfos.reduce((end, tensor) => {
    const tensorEnd = tensor.offset + tensorBytes(tensor.dtype, tensor.shape);
    return tensorEnd > end ? tensorEnd : end;
  }, 0n);
  return tensorDataOffset + dataNeeded > BigInt(size) ? DATA_CUT : null;
}
