import { AccountLanguageMessage } from '../auth/account-languages';
import { AuthMessage, EmailVerificationMessage } from '../auth/messages';
import { CalendarMessage } from '../calendar/messages';
import { ChatMessage, ClaimUploadMessage, PolicyFileMessage } from '../chat/messages';
import { ClaimMessage } from '../claims/messages';
import { DiaryMessage } from '../diary/messages';
import { FieldMessage } from '../field-messages';
import { InventoryMessage } from '../inventory/messages';
import { LedgerMessage } from '../ledger/messages';
import { ProfileMessage } from '../profile/messages';
import { ContactMessage, PaymentMessage } from '../public-site/messages';
import { ReminderMessage } from '../reminders/messages';
import { ServiceMessage } from '../service-messages';

/**
 * Every sentence the server sends, each under a stable code made of its group and key
 * (`auth.loginFailed`, `field.maxLength`). The server puts the code beside the English of a
 * refusal; the web shows the code's translation, and finds the code of a field error (sent as
 * English only, the spec's shape) from its text. Where two groups hold the same English, the text's
 * code is the one of the group listed first here.
 */
export const MESSAGE_GROUPS = {
  field: FieldMessage,
  service: ServiceMessage,
  auth: AuthMessage,
  emailVerification: EmailVerificationMessage,
  accountLanguage: AccountLanguageMessage,
  profile: ProfileMessage,
  claim: ClaimMessage,
  claimUpload: ClaimUploadMessage,
  policyFile: PolicyFileMessage,
  chat: ChatMessage,
  diary: DiaryMessage,
  calendar: CalendarMessage,
  inventory: InventoryMessage,
  ledger: LedgerMessage,
  payment: PaymentMessage,
  contact: ContactMessage,
  reminder: ReminderMessage,
} as const;

type Groups = typeof MESSAGE_GROUPS;
export type MessageCode = { [G in keyof Groups]: `${G}.${Extract<keyof Groups[G], string>}` }[keyof Groups];
type TemplatedCode = {
  [G in keyof Groups]: { [K in keyof Groups[G]]: Groups[G][K] extends string ? never : `${G}.${Extract<K, string>}` }[keyof Groups[G]];
}[keyof Groups];

/**
 * The one argument of a templated message, by the name its translations use: a figure (`count`
 * also picks the plural form), a text shown as written (a date as YYYY-MM-DD, column names), or one
 * of a few values, which picks the translation (i18next's context).
 */
export type MessageParam =
  { name: string; kind: 'number' | 'text' | 'list' } | { name: 'context'; kind: 'choice'; values: readonly string[] };

const figure = (name: string): MessageParam => ({ name, kind: 'number' });
const text = (name: string): MessageParam => ({ name, kind: 'text' });

const PARAMS: Record<TemplatedCode, MessageParam> = {
  'field.maxLength': figure('max'),
  'field.minLength': figure('min'),
  'field.atLeast': figure('min'),
  'field.atMost': figure('max'),
  'claim.tooManyClaims': figure('max'),
  'policyFile.tooManyPages': figure('pages'),
  'chat.contentTooLong': figure('max'),
  'chat.titleTooLong': figure('max'),
  'diary.beforeIncident': text('date'),
  'diary.diaryFull': figure('max'),
  'inventory.quantity': figure('max'),
  'inventory.ageMonths': figure('max'),
  'inventory.lifeYears': figure('max'),
  'inventory.purchaseAfterIncident': text('date'),
  'inventory.tooManyItems': figure('max'),
  'inventory.batchTooLarge': figure('max'),
  'inventory.addedMany': figure('count'),
  'inventory.imported': figure('count'),
  'inventory.importRefused': figure('count'),
  'inventory.importMissingColumns': { name: 'columns', kind: 'list' },
  'inventory.attachmentAdded': { name: 'context', kind: 'choice', values: ['photo', 'receipt'] },
  'ledger.dateBeforeIncident': text('date'),
  'ledger.tooManyEntries': figure('max'),
  'contact.messageTooLong': figure('max'),
};

export type MessageArgs = Record<string, string | number>;
export interface KnownMessage {
  code: MessageCode;
  args: MessageArgs;
}

type Source = string | ((arg: never) => string);

export const MESSAGE_CODES: readonly MessageCode[] = Object.entries(MESSAGE_GROUPS).flatMap(([group, entries]) =>
  Object.keys(entries).map((key) => `${group}.${key}` as MessageCode),
);
const CODES = new Set<string>(MESSAGE_CODES);

export const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && CODES.has(value);

function sourceOf(code: MessageCode): Source {
  const [group, key] = code.split('.') as [keyof Groups, string];
  return (MESSAGE_GROUPS[group] as Record<string, Source>)[key]!;
}

/** The argument of a templated message, or null for a fixed sentence. */
export const messageParam = (code: MessageCode): MessageParam | null => (PARAMS as Record<string, MessageParam>)[code] ?? null;

/** The server's English for a code, given the arguments `findMessage` reads from it. */
export function englishMessage(code: MessageCode, args: MessageArgs = {}): string {
  const source = sourceOf(code);
  if (typeof source === 'string') return source;
  const param = messageParam(code)!;
  const value = args[param.name];
  return (source as (arg: unknown) => string)(param.kind === 'list' ? String(value).split(', ') : value);
}

// Probes: a templated message is written once with a value no sentence holds, and the value's place
// becomes the pattern's group. The figure is looked for as written and as en-US writes it (7,000,001).
const FIGURE_PROBE = 7_000_001;
const TEXT_PROBE = '\u0001probe\u0001';
const FIGURE_GROUP = '(\\d{1,3}(?:,\\d{3})+|\\d+)';
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  code: MessageCode;
  param: MessageParam;
  pattern: RegExp;
}

interface Index {
  fixed: Map<string, KnownMessage>;
  matchers: Matcher[];
}

function patternsOf(code: MessageCode, param: MessageParam, write: (arg: unknown) => string): RegExp[] {
  if (param.kind === 'text' || param.kind === 'list') {
    const probe = write(param.kind === 'list' ? [TEXT_PROBE] : TEXT_PROBE);
    return [new RegExp(`^${escape(probe).replace(TEXT_PROBE, '(.+?)')}$`)];
  }
  const probe = escape(write(FIGURE_PROBE));
  const group = (source: string) =>
    source.replace(FIGURE_PROBE.toLocaleString('en-US'), FIGURE_GROUP).replace(String(FIGURE_PROBE), FIGURE_GROUP);
  const patterns = [new RegExp(`^${group(probe)}$`)];
  // A sentence that says "1 item" where it says "3 items" has a pattern of its own for one.
  const one = write(1);
  if (!patterns[0]!.test(one)) patterns.push(new RegExp(`^${escape(one).replace(/\b1\b/, '(1)')}$`));
  return patterns;
}

let index: Index | null = null;

// Built at first use: the server's error handler and the web's error texts pay for it once.
function indexOf(): Index {
  if (index) return index;
  const fixed = new Map<string, KnownMessage>();
  const matchers: Matcher[] = [];
  const add = (text: string, found: KnownMessage) => {
    if (!fixed.has(text)) fixed.set(text, found);
  };
  for (const code of MESSAGE_CODES) {
    const source = sourceOf(code);
    if (typeof source === 'string') {
      add(source, { code, args: {} });
      continue;
    }
    const param = messageParam(code)!;
    const write = source as (arg: unknown) => string;
    if (param.kind === 'choice') for (const value of param.values) add(write(value), { code, args: { context: value } });
    else for (const pattern of patternsOf(code, param, write)) matchers.push({ code, param, pattern });
  }
  index = { fixed, matchers };
  return index;
}

function argsOf(matcher: Matcher, text: string): MessageArgs | null {
  const match = matcher.pattern.exec(text);
  if (!match) return null;
  const value = match[1]!;
  return { [matcher.param.name]: matcher.param.kind === 'number' ? Number(value.replaceAll(',', '')) : value };
}

/** The code of a sentence the server sent, with the arguments of a templated one; undefined for any other text. */
export function findMessage(text: string): KnownMessage | undefined {
  const { fixed, matchers } = indexOf();
  const known = fixed.get(text);
  if (known) return known;
  for (const matcher of matchers) {
    const args = argsOf(matcher, text);
    if (args) return { code: matcher.code, args };
  }
  return undefined;
}

/** A message named by its code, with the arguments read from its English; undefined when the text is not that code's. */
export function readMessage(code: MessageCode, text: string): KnownMessage | undefined {
  const param = messageParam(code);
  if (!param) return sourceOf(code) === text ? { code, args: {} } : undefined;
  if (param.kind === 'choice') {
    const value = param.values.find((candidate) => englishMessage(code, { context: candidate }) === text);
    return value === undefined ? undefined : { code, args: { context: value } };
  }
  for (const matcher of indexOf().matchers.filter((candidate) => candidate.code === code)) {
    const args = argsOf(matcher, text);
    if (args) return { code, args };
  }
  return undefined;
}
