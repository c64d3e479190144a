// Where each rule's text was read. The address is the page actually read: the official publisher
// where a stored copy of it was reachable, otherwise the copy of the text that was. A rule read
// only in secondary sources, or whose sources disagree, is provisional and says why.

/** The day the texts behind the rules below were last read against them. */
export const CHECKED_ON = '2026-11-23';

/** The day the second audit (shared/research/deadline-audit-2.md) read the texts it quotes. */
export const AUDIT_2_READ_ON = '2026-11-26';

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
  nyGcl24: 'http://ny.elaws.us/law/gcn_art2_sec.24',
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
  ilAdmin919_40: 'https://www.ilga.gov/commission/jcar/admincode/050/050009190000400R.html',
  ilAdmin919_80: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-50-SS-919.80',
  ilClaimsSummary: 'https://burgerlaw.com/what-are-your-rights-in-dealing-with-insurance-companies/',
  laRs22_1892: 'https://legis.la.gov/Legis/Law.aspx?d=509041',
  laRs22_1892_2006: 'https://law.justia.com/codes/louisiana/2006/6/83134.html',
  laRs22_1892_2: 'https://legis.la.gov/legis/Law.aspx?d=1389244',
  laRs22_1892_3: 'https://www.legis.la.gov/legis/Law.aspx?d=1430994',
  laRs22_1896: 'http://legis.la.gov/legis/Law.aspx?d=509045',
  laRs22_1312: 'https://theusufruct.com/rs/title-22/section-1312.json',
  ilStatuteOnStatutes: 'http://www.illinoislawyers.com/statute-of-limitations.asp',
  laRs1_55: 'https://legis.la.gov/legis/Law.aspx?d=74097',
  qcInterpretation52: 'https://calculateurjudiciaire.com/loi-interpretation-rlrq',
  onLegislationAct89: 'http://limitations.ca/?tag=on-any-given-sunday',
  laCcp5059: 'https://lawserver.com/law/state/louisiana/la-codes/louisiana_code_of_civil_procedure_5059',
  ncGs58_3_100: 'https://instalawyer.io/laws/north-carolina-general-statutes/58-3-100-insurance-company',
  ncGs58_3_40: 'https://courtgpt.ai/laws/north_carolina/chapter-58/article-3/section-58-3-40',
  ncNcac4_0421: 'https://propertyinsurancecoveragelaw.com/blog/claims-handling-requirements-by-state-north-carolina',
  ncSuit:
    'https://www.phelps.com/insights/fourth-circuit-says-statute-of-limitations-runs-from-inception-of-fire-loss-in-north-carolina.html',
  ncGs103_5: 'https://courtgpt.ai/laws/north_carolina/chapter-103/section-103-5',
  nyReg64_216_6f: 'https://dfs.ny.gov/insurance/ogco2007/rg071003.htm',
  gaReg120_2_52_03: 'https://regulations.justia.com/states/georgia/department-120/chapter-120-2/subject-120-2-52/rule-120-2-52-03/',
  gaOcga1_3_1: 'https://en.wikisource.org/wiki/Official_Code_of_Georgia_Annotated/Title_1/Chapter_3/Section_1',
  gaOcga1_4_1:
    'https://getpocketlaw.com/law/state_georgia/section-1-4-1-public-and-legal-holidays-leave-for-observance-of-religious-holidays-not-specifically-provided-for_7a7d15bc5e31',
  coReg5_1_14:
    'https://casetext.com/regulation/colorado-administrative-code/department-700-department-of-regulatory-agencies/division-702-division-of-insurance/rule-3-ccr-702-5-property-and-casualty/regulation-3-ccr-702-5-1-14-penalties-for-failure-to-promptly-address-property-and-casualty-first-party-claims/section-3-ccr-702-5-1-14-4-rules',
  coCrs2_4_108: 'https://colorado.public.law/statutes/crs_2-4-108',
  coLegalHolidays:
    'https://casetext.com/rule/colorado-court-rules/colorado-rules-of-civil-procedure/chapter-1-scope-of-rules-one-form-of-action-commencement-of-action-service-of-process-pleadings-motions-and-orders/rule-6-time',
  txGovCode311_014: 'https://www.foley.com/en/insights/events/2010/05/preparing-for-appeal',
  ilHolidays: 'http://www.ilga.gov/legislation/ilcs/documents/003005000K15-45.htm',
  flStat95_11: 'https://www.lexology.com/library/detail.aspx?g=57550be5-7076-40d4-937d-144334c92c2e',
  flRule2_514: 'https://courtflow.ai/blog/florida-deadline-counting-rule-2514',
  flHolidays: 'http://flrules.elaws.us/fac/28-106.103',
  caIns2071Emergency:
    'https://www.propertyinsurancecoveragelaw.com/2019/12/articles/insurance/has-the-statute-of-limitations-passed-to-file-a-lawsuit-on-my-california-wildfire-claim/',
} as const;
