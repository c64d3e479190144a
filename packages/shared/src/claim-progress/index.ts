export * from './steps';
export {
  claimProgress,
  type ClaimProgressInput,
  type ClaimProgressStep,
  type ProgressClaim,
  type ProgressFact,
  type ProgressUpload,
} from './claim-progress';
export { pickProgressClaim } from './pick-claim';
