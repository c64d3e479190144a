import { GGMLQuantizationType } from '@huggingface/gguf';

/**
 * [values per block, bytes per block] of ggml's tensor types, as llama.cpp's own ggml_blck_size and
 * ggml_type_size give them (checked against node-llama-cpp's binding). @huggingface/gguf names the
 * types but does not export their sizes.
 */
const BLOCKS: Partial<Record<GGMLQuantizationType, [number, number]>> = {
  [GGMLQuantizationType.F32]: [1, 4],
  [GGMLQuantizationType.F16]: [1, 2],
  [GGMLQuantizationType.Q4_0]: [32, 18],
  [GGMLQuantizationType.Q4_1]: [32, 20],
  [GGMLQuantizationType.Q5_0]: [32, 22],
  [GGMLQuantizationType.Q5_1]: [32, 24],
  [GGMLQuantizationType.Q8_0]: [32, 34],
  [GGMLQuantizationType.Q8_1]: [32, 36],
  [GGMLQuantizationType.Q2_K]: [256, 84],
  [GGMLQuantizationType.Q3_K]: [256, 110],
  [GGMLQuantizationType.Q4_K]: [256, 144],
  [GGMLQuantizationType.Q5_K]: [256, 176],
  [GGMLQuantizationType.Q6_K]: [256, 210],
  [GGMLQuantizationType.Q8_K]: [256, 292],
  [GGMLQuantizationType.IQ2_XXS]: [256, 66],
  [GGMLQuantizationType.IQ2_XS]: [256, 74],
  [GGMLQuantizationType.IQ3_XXS]: [256, 98],
  [GGMLQuantizationType.IQ1_S]: [256, 50],
  [GGMLQuantizationType.IQ4_NL]: [32, 18],
  [GGMLQuantizationType.IQ3_S]: [256, 110],
  [GGMLQuantizationType.IQ2_S]: [256, 82],
  [GGMLQuantizationType.IQ4_XS]: [256, 136],
  [GGMLQuantizationType.I8]: [1, 1],
  [GGMLQuantizationType.I16]: [1, 2],
  [GGMLQuantizationType.I32]: [1, 4],
  [GGMLQuantizationType.I64]: [1, 8],
  [GGMLQuantizationType.F64]: [1, 8],
  [GGMLQuantizationType.IQ1_M]: [256, 56],
  [GGMLQuantizationType.BF16]: [1, 2],
  [GGMLQuantizationType.TQ1_0]: [256, 54],
  [GGMLQuantizationType.TQ2_0]: [256, 66],
  [GGMLQuantizationType.MXFP4]: [32, 17],
};

/** A tensor's size in bytes; for a type not in the table, one byte, and llama.cpp checks the rest. */
export function tensorBytes(type: GGMLQuantizationType, shape: bigint[]): bigint {
  const block = BLOCKS[type];
  if (!block) return 1n;
  const [values, bytes] = block.map(BigInt) as [bigint, bigint];
  const elements = shape.reduce((product, dimension) => product * dimension, 1n);
  return ((elements + values - 1n) / values) * bytes;
}
