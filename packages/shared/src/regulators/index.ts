export type { ComplaintRoute, DisputeService, Regulator } from './types';
export { CANADIAN_REGION_CODES, US_STATE_CODES, type CanadianRegionCode, type UsStateCode } from './region-codes';
export { US_STATE_REGULATORS } from './us-state-regulators';
export { CANADIAN_REGULATORS } from './canadian-regulators';
export { GENERAL_INSURANCE_OMBUDSERVICE } from './dispute-services';
export { COMPLAINT_CHECKLIST } from './complaint-checklist';
export { complaintRouteFor, regulatorFor } from './regulator-for';
