import fc from 'fast-check';

/** The C0 controls the shared text fields refuse (U+0001–U+0008, U+000B, U+000C, U+000E–U+001F) and DEL. */
export const CONTROL_CHARACTERS = [
  1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127,
].map((code) => String.fromCharCode(code));

/** Strings that have broken servers before: injections, markup, odd Unicode, control characters, sizes. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  "\\'; update users set is_subscription = true; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  '%',
  '_',
  '%%',
  '\\',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\ufeff',
  '\u202e',
  '🔥'.repeat(50),
  // Control characters at the ends (where a trim would meet them), escape sequences, and the ones text may hold.
  '\u0007',
  '\u001b[31mred\u001b[0m',
  'name\u000b',
  '\u007fstart',
  '\b\b\bover',
  'a\tb',
  'line\r\nBcc: x@example.com',
  '\n\n',
  '0',
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' ',
  '',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'x'.repeat(20_000),
];

/** Any text with one of the refused control characters somewhere inside. */
export const controlText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, character, after]) => `${before}${character}${after}`);

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  controlText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A JSON value of any shape, leaning on the nasty strings and on numbers at the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_VALUE),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object body whose keys are mostly the route's own field names, so validation gets past "required". */
export const hostileBody = (fieldNames: readonly string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'user_id', 'id'), fc.string({ maxLength: 12 })),
    hostileValue,
    { maxKeys: 8 },
  );

/** A query string's parameters: mostly the API's own names (and a few it might grow), some made up. */
export const hostileQuery = (names: readonly string[] = []) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...names, 'session_id', 'today', 'page', 'search', 'status', 'id'), fc.string({ maxLength: 8 })),
    nastyString,
    { maxKeys: 4 },
  );

/** A multipart part: a text field, or a file with any bytes, name and claimed type. */
export const hostilePart = (fieldNames: readonly string[]) =>
  fc.record({
    name: fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })),
    file: fc.option(
      fc.record({
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom(Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.from('<html><script>1</script></html>')),
        ),
        filename: nastyString,
        type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream', '', 'x/../../y'),
      }),
      { nil: undefined },
    ),
    value: nastyString,
  });
