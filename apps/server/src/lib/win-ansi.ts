// The PDF's built-in fonts (Helvetica) can only draw the Windows-1252 characters; anything else
// would come out as garbage, so it becomes '?'.

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const printable =
      char === '\n' || char === '\t' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
    result += printable ? char : '?';
  }
  return result;
}
