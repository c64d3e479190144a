import { z } from 'zod';
import { controlCharacterProblem } from './control-characters';

/**
 * The string every request's text field starts from: `z.string(params)` that refuses NUL and the
 * other C0 control characters with the field's message, wherever they sit (before any trim).
 */
export function textField(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check((ctx) => {
    const problem = controlCharacterProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}
