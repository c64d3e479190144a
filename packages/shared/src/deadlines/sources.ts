// Where each rule's text was read. The address is the page actually read: the official publisher
// where a stored copy of it was reachable, otherwise the copy of the text that was. A rule read
// only in secondary sources, or whose sources disagree, is provisional and says why.

/** The day the texts behind the rules below were last read against them. */
export const CHECKED_ON = '2026-11-23';

export const SOURCE = {
  usFederalHolidays: 'https://legalclarity.org/what-are-the-official-federal-holidays-under-5-u-s-c-6103b',
  txGovCode662: 'https://codes.findlaw.com/tx/government-code/gov-t-sect-662-003.html',
  txIns542_056: 'https://user-zdrrkms.cld.bz/PJC-Business/220',
  txIns542_057:
    'https://www.iiat.org/agency-operations/insurance-laws-regulations/insurance-laws-regulations-companies-wholesalers/prompt-payment-of-claims',
  txIns542_055: 'https://texas.public.law/statutes/tex._ins._code_section_542.055',
  txIns542_058: 'https://codes.findlaw.com/tx/insurance-code/ins-sect-542-058.html',
  txIns542_060:
    'https://e.casetext.com/statute/texas-codes/insurance-code/title-5-protection-of-consumer-interests/subtitle-c-deceptive-unfair-and-prohibited-practices/chapter-542-processing-and-settlement-of-claims/subchapter-b-prompt-payment-of-claims/section-542060-liability-for-violation-of-subchapter',
  txIns542A: 'https://claimos.net/blog/texas-property-insurance-claim-deadlines-2026',
  nyGcl24: 'https://www.nysenate.gov/legislation/bills/2025/S6144',
  nyGcl25a: 'https://lexace.ai/us/statute/new-york/gcn-25-A',
  nyReg64_216_6:
    'https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-11-insurance/chapter-ix-unfair-trade-practices/part-216-unfair-claims-settlement-practices-and-claim-cost-control-measures/section-2166-standards-for-prompt-fair-and-equitable-settlements',
  nyReg64_216_5:
    'https://govt.westlaw.com/nycrr/Document/I500ddac8cd1711dda432a117e6e0f345?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
  nyIns3407: 'https://lawserver.com/law/state/new-york/ny-laws/ny_insurance_law_3407',
  caCcr2695_2:
    'https://govt.westlaw.com/calregs/Document/IE6150BC75C2F11EC9C68000D3A7C4BC3?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
  caCcr2695_5: 'https://law.cornell.edu/regulations/california/10-CCR-2695.5',
  caCcr2695_7: 'http://jwpi.com/fair-claims-practices/',
  caGovCode6700:
    'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=GOV&division=7.&title=1.&part=&chapter=7.&article=',
  caIns2051_5: 'https://leginfo.legislature.ca.gov/faces/billCompareClient.xhtml?bill_id=201720180AB1800&showamends=false',
  caIns2071: 'https://www.insurancejournal.com/magazines/mag-legalbeat/2008/11/30/157439.htm',
  flStat627_70131: 'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0627/Sections/0627.70131.html',
  flStat627_70131_2010: 'https://www.flsenate.gov/laws/statutes/2010/627.70131',
  flSb2A: 'https://www.chartwelllaw.com/resources/chartell-laws-outline-of-sb-2a',
  flStat627_7142: 'https://www.flsenate.gov/Session/Bill/2014/708/Amendment/766328/HTML',
  flStat627_4265: 'https://propertyinsurancelaw.blogspot.com/2018/06/insurance-settlements-when-is-payment.html',
  flAdmin69O_166_024:
    'https://print.casetext.com/regulation/florida-administrative-code/department-69-department-of-financial-services/division-69o-oir-insurance-regulation/chapter-69o-166-property-and-casualty-insurer-practices/section-69o-166024-failure-to-acknowledge-communications-and-act-promptly-as-to-communications-with-respect-to-claims-and-to-implement-standards-for-the-prompt-investigation-of-claims',
  onIns259_1:
    'http://insuranceblog.harpergrey.com/2012/03/articles/summaries/the-limitation-period-in-section-259-of-the-insurane-act-rso-may-not-apply-to-a-loss-of-use-claim/',
  onStatCondition14:
    'http://www.mondaq.com/canada/x/692350/Insurance/Your+Clients+House+Burned+Down+More+Than+A+Year+Ago+Can+Her+Insurer+Rely+On+The+OneYear+Limitation+Period+In+Her+Home+Insurance+Policy',
  onSabs32: 'https://jdlawyers.ca/late-submission-of-an-application-for-accident-benefits-ocf-1',
  onLegislationAct87: 'http://www.ottawaemploymentlaw.com/2018/07/holidays-on-sunday.html',
  bcIns23: 'https://legaltree.ca/node/2087',
  bcInterpretation29: 'http://bcfamilylawresource.blogspot.com/2012/05/happy-family-day.html',
  abIns526: 'https://hmclawyers.com/insurance/limitation-periods-can-they-be-extended/',
  abFairPractices5_3:
    'http://www.scottventuro.com/news-highlights-posts/2020/2/6/alberta-updates-applicable-notice-period-of-the-fair-practices-regulations',
  qcCcq2473:
    'https://cabinethbavocat.com/assurances-demande-dindemnisation-de-lassure-declaration-de-sinistre-demande-de-pieces-justificatives-par-lassureur-bonne-foi',
  isoHo3: 'https://mapia.net/after-a-loss/',
} as const;
