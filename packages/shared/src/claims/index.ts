export { CLAIM_TYPE_GROUPS, CLAIM_TYPES, isClaimType, type TClaimType, type TClaimTypeGroup } from './claim-types';
export { CANADIAN_PROVINCES, COUNTRIES, REGIONS, US_STATES, findRegion, isCountry, type Region, type TCountry } from './regions';
export { placeWordsOf, type PlaceWords, type RegionWords } from './region-words';
export {
  CLAIM_STATUSES,
  CLAIM_STATUS_COLOURS,
  CLAIM_STATUS_FILTERS,
  DEFAULT_CLAIM_STATUS,
  type TClaimStatus,
  type TClaimStatusFilter,
} from './statuses';
export { EARLIEST_INCIDENT_DATE, isFutureDate, isRealDate, todayUtc } from './incident-date';
export { ClaimMessage } from './messages';
export * from './contracts';
export { filterClaims, type ClaimFilter, type FilterableClaim } from './filter-claims';
