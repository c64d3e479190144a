import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { FieldMessage } from '@benji/shared';
import { fieldError } from '../../lib/domain-error';

/**
 * zxcvbn's score 2 means about a million guesses or more. Below it are the passwords of breach
 * lists (49,000 of them in the common dictionary) and their easy variations: case, l33t, a year or
 * a digit tacked on, a keyboard walk, a run like 'abcdefgh', or the account's own e-mail or name.
 */
const LEAST_SCORE = 2;
/**
 * Only this much of a password is judged: the estimate's cost grows with the square of the length
 * (a crafted 128-character password took 0.3 s of the event loop, 64 characters at most 0.1 s), and
 * past 64 characters a password is weak only if its start already is.
 */
const JUDGED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes some 80 ms, and most starts never need them. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH });
  return estimator;
}

/** What a guesser would try first for this account: its e-mail (whole and local part), its name, the product. */
function accountWords(account: { email: string; fullName?: string }): string[] {
  const [local = ''] = account.email.split('@');
  return [account.email, local, ...(account.fullName ?? '').split(/\s+/), 'benji'].filter((word) => word.length > 0);
}

/**
 * NIST SP 800-63B: a new password is checked against known and easily guessed passwords; its length
 * (8 to 128) is the schema's; no other composition rule applies. Throws the field error the forms show.
 */
export function refuseCommonPassword(field: string, password: string, account: { email: string; fullName?: string }): void {
  if (passwordEstimator().check(password, accountWords(account)).score < LEAST_SCORE)
    throw fieldError(field, FieldMessage.passwordTooCommon);
}
