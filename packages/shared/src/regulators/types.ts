// What Benji tells a policyholder about the offices that oversee insurers. Everything here is shown
// to people in the middle of a claim, so an address or number appears only where it was checked
// against the office's own site; where it was not, the entry gives the name and home page alone.

/** A state's or province's insurance regulator. */
export interface Regulator {
  /** The office's official name. */
  name: string;
  /** Its home page; always https. */
  website: string;
  /** Where the home page belongs to a wider department or government, what to look for on it. */
  lookFor?: string;
  /** The page for filing a consumer complaint. */
  complaintPage?: string;
  /** The consumer line, as the office writes it. */
  phone?: string;
  /** What a policyholder should know before going to this office. */
  note?: string;
}

/** An independent service that reviews a complaint once the insurer's own process is over. */
export interface DisputeService {
  name: string;
  website: string;
  complaintPage?: string;
  phone?: string;
  /** What it handles, and on what terms. */
  covers: string;
  /** The step it follows: when a policyholder can go to it. */
  when: string;
}

/** Where to turn about a claim in one state or province, in the order to try them. */
export interface ComplaintRoute {
  regulator: Regulator;
  /** The industry's dispute service where there is one for this region; null otherwise. */
  disputeService: DisputeService | null;
  /** What to send with a complaint. */
  checklist: readonly string[];
}
