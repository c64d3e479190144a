import {
  claimsPaths,
  diaryPaths,
  ledgerPaths,
  type TClaim,
  type TClaimDeadlines,
  type TLedgerEntryChanges,
  type TLedgerEntryInput,
  type TLedgerLetter,
  type TLedgerLetterKind,
  type TLedgerList,
  type TLedgerPolicyTerms,
  type TMessageResponse,
} from '@benji/shared';
import { api } from '../../store/api';

interface EntryAnswer {
  message: string;
}

// A change to the ledger touches its claim (the claim's last update moves), so 'claims' is read again too.
const changed = ['ledger', 'claims'] as const;

export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The claim the ledger belongs to: its name for the heading, its country for the currency. */
    moneyClaim: build.query<TClaim, number>({
      query: (claimId) => claimsPaths.item(claimId),
      providesTags: ['claims'],
    }),
    /**
     * The claim's deadlines, for the holdback's last day. A payment added to the ledger can start a
     * clock, so a ledger change reads them again. `today` is the user's own date.
     */
    moneyDeadlines: build.query<TClaimDeadlines, { claimId: number; today: string }>({
      query: ({ claimId, today }) => ({ url: diaryPaths.deadlines(claimId), params: { today } }),
      providesTags: ['claims', 'ledger'],
    }),
    /** What the claim's policy caps living expenses at; read again when the claim's details change. */
    ledgerPolicyTerms: build.query<TLedgerPolicyTerms, number>({
      query: (claimId) => ledgerPaths.policyTerms(claimId),
      providesTags: ['claims'],
    }),
    /** A letter drafted from the ledger and the claim record, dated with the user's own `today`, in the page's language. */
    ledgerLetter: build.query<TLedgerLetter, { claimId: number; kind: TLedgerLetterKind; today: string; lang?: string }>({
      query: ({ claimId, kind, today, lang }) => ({ url: ledgerPaths.letter(claimId, kind), params: { today, ...(lang ? { lang } : {}) } }),
      providesTags: ['ledger', 'claims'],
    }),
    ledger: build.query<TLedgerList, number>({
      query: (claimId) => ledgerPaths.entries(claimId),
      providesTags: ['ledger'],
    }),
    addLedgerEntry: build.mutation<EntryAnswer, { claimId: number; entry: TLedgerEntryInput }>({
      query: ({ claimId, entry }) => ({ url: ledgerPaths.entries(claimId), method: 'POST', body: entry }),
      invalidatesTags: [...changed],
    }),
    updateLedgerEntry: build.mutation<EntryAnswer, { claimId: number; entryId: number; changes: TLedgerEntryChanges }>({
      query: ({ claimId, entryId, changes }) => ({ url: ledgerPaths.entry(claimId, entryId), method: 'PATCH', body: changes }),
      invalidatesTags: [...changed],
    }),
    deleteLedgerEntry: build.mutation<TMessageResponse, { claimId: number; entryId: number }>({
      query: ({ claimId, entryId }) => ({ url: ledgerPaths.entry(claimId, entryId), method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useMoneyClaimQuery,
  useMoneyDeadlinesQuery,
  useLedgerQuery,
  useLedgerPolicyTermsQuery,
  useLedgerLetterQuery,
  useAddLedgerEntryMutation,
  useUpdateLedgerEntryMutation,
  useDeleteLedgerEntryMutation,
} = moneyApi;
