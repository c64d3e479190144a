import type { CanadianRegionCode } from './region-codes';
import type { Regulator } from './types';

const OWN_PROCESS = 'a public insurer, which has its own complaint process.';

// Where a regulator's own pages could not be checked, the entry points to the government's home
// page and names the office to look for there, rather than guess at a deeper address.
export const CANADIAN_REGULATORS: Readonly<Record<CanadianRegionCode, Regulator>> = {
  AB: { name: 'Alberta Superintendent of Insurance', website: 'https://www.alberta.ca/insurance-in-alberta-overview' },
  BC: {
    name: 'BC Financial Services Authority (BCFSA)',
    website: 'https://www.bcfsa.ca',
    note: `Basic auto insurance in British Columbia comes from ICBC, ${OWN_PROCESS}`,
  },
  MB: {
    name: 'Manitoba Financial Institutions Regulation Branch (Superintendent of Insurance)',
    website: 'https://www.gov.mb.ca',
    lookFor: 'the Financial Institutions Regulation Branch',
    note: `Basic auto insurance in Manitoba comes from Manitoba Public Insurance, ${OWN_PROCESS}`,
  },
  NB: { name: 'Financial and Consumer Services Commission of New Brunswick (FCNB)', website: 'https://www.fcnb.ca' },
  NL: {
    name: 'Newfoundland and Labrador Superintendent of Insurance',
    website: 'https://www.gov.nl.ca',
    lookFor: 'the Superintendent of Insurance',
  },
  NS: {
    name: 'Nova Scotia Office of the Superintendent of Insurance',
    website: 'https://novascotia.ca',
    lookFor: 'the Superintendent of Insurance',
  },
  NT: {
    name: 'Northwest Territories Superintendent of Insurance',
    website: 'https://www.gov.nt.ca',
    lookFor: 'the Superintendent of Insurance',
  },
  NU: { name: 'Nunavut Superintendent of Insurance', website: 'https://www.gov.nu.ca', lookFor: 'the Superintendent of Insurance' },
  ON: {
    name: 'Financial Services Regulatory Authority of Ontario (FSRA)',
    website: 'https://www.fsrao.ca',
    complaintPage: 'https://www.fsrao.ca/consumers/home-life-and-health-insurance/how-resolve-insurance-complaint',
    note: "FSRA asks you to go through your insurer's complaint process and its independent ombuds service first.",
  },
  PE: {
    name: 'Prince Edward Island Superintendent of Insurance',
    website: 'https://www.princeedwardisland.ca',
    lookFor: 'the Superintendent of Insurance',
  },
  // Québec has no separate dispute service in Benji: the AMF both regulates and receives complaints.
  QC: {
    name: 'Autorité des marchés financiers (AMF)',
    website: 'https://lautorite.qc.ca',
    phone: '1-877-525-0337 (Québec City 418-525-0337, Montréal 514-395-0337)',
    note:
      'Complain to your insurer first: it must examine your complaint and give you a final answer. If you are not satisfied, ' +
      'you can ask it to transfer your complaint file to the AMF, which may offer mediation. ' +
      'A complaint to the AMF does not stop the time limit for going to court.',
  },
  SK: {
    name: 'Financial and Consumer Affairs Authority of Saskatchewan (FCAA)',
    website: 'https://fcaa.gov.sk.ca',
    note: `Basic auto insurance in Saskatchewan comes from SGI, ${OWN_PROCESS}`,
  },
  YT: { name: 'Yukon Superintendent of Insurance', website: 'https://yukon.ca', lookFor: 'the Superintendent of Insurance' },
};
