import type {
  ClaimCategory,
  Deadline,
  DiaryEntry,
  OpenItems,
  TAccountLanguage,
  TAssistantJob,
  TLedgerEntry,
  TPolicyTextStatus,
} from '@benji/shared';
import type { RankedPassage } from './retrieval/passage-search';
import type { UnderstoodMessage } from './understanding/understand';

/** One earlier message of the session, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** The jobs an assistant turn offered the user to choose from, as stored with it. */
  choices?: readonly TAssistantJob[];
}

/** The chat page's claim details (the first of the user's claim uploads). */
export interface ClaimDetailsContext {
  /** The claim these are the details of; null or absent for details of no claim. */
  claimId?: number | null;
  insuranceCompanyName: string;
  policyNumber: string;
  policeReportNumber: string;
  adjusterName: string;
  adjusterPhoneNumber: string;
  adjusterEmail: string;
  claimNumber: string;
  policyFilename: string | null;
  policyTextStatus: TPolicyTextStatus;
  policyPageCount: number | null;
}

/** One claim from the Claim Status list, with what the deadline engine and the diary make of it. */
export interface ClaimContext {
  id: number;
  typeOfClaim: string;
  category: ClaimCategory | null;
  description: string;
  /** 'YYYY-MM-DD'. */
  dateOfIncident: string;
  country: string;
  city: string;
  region: string | null;
  insuranceCompanyName: string;
  policyNumber: string;
  policeReportNumber: string;
  status: string;
  /** 'YYYY-MM-DD', UTC. */
  submittedOn: string;
  /** Soonest first. */
  deadlines: Deadline[];
  /** From the claim diary; null when the diary holds nothing for this claim. */
  openItems: OpenItems | null;
  /** The date of the last message the user sent the insurer, from the diary. */
  lastContactOn: string | null;
  /** The claim diary, oldest first: what was sent and received, when, and the amounts in each summary. */
  diary: DiaryEntry[];
  /** The claim's payments ledger, by date: each amount entered in its role. */
  ledger: TLedgerEntry[];
}

/** What the assistant knows about the user, gathered fresh for every message. */
export interface AssistantContext {
  /** 'YYYY-MM-DD', UTC: the date letters carry and deadlines are counted to. */
  today: string;
  user: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    /** The account's language: the reply's language when the message itself does not tell ("2", a tapped chip). */
    language?: TAccountLanguage | null;
  };
  claimDetails: ClaimDetailsContext | null;
  /** The claim chosen on the chat page first (the newest when none is chosen), then the others newest first. */
  claims: ClaimContext[];
  /** The policy passages most relevant to the message, best first, each with its page. */
  passages: RankedPassage[];
}

export interface AssistantRequest {
  message: string;
  history: ChatTurn[];
  context: AssistantContext;
  /** What the message asks for, read once by the chat; an engine reads it itself when absent. */
  understood?: UnderstoodMessage;
}

/**
 * The assistant behind one interface. `reply` answers whole; `stream` yields the reply in pieces,
 * whose concatenation is the reply. Both throw AssistantFailure when there is no usable reply.
 */
export interface AssistantEngine {
  /** Stored with each reply: 'offline', 'openai-compatible:<model>' or 'local-gguf:<file>'. */
  readonly name: string;
  /** Resolves once the engine can answer; rejects, naming the cause, when it never will (a model file that does not load). */
  ready?(): Promise<void>;
  reply(request: AssistantRequest): Promise<string>;
  stream(request: AssistantRequest): AsyncIterable<string>;
}

export type FailureReason = 'timeout' | 'http' | 'network' | 'empty';

/** The engine gave no usable reply; the chat answers the spec's failure path and stores nothing. */
export class AssistantFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
