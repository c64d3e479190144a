import type { Term } from './term';

// "Coverage A" names a coverage, but "coverage a tenant needs" does not: the letter counts only
// when no ordinary word follows it, or one that goes on about the coverage ("Coverage A limit").
const coverage = (letter: string) =>
  `cov(?:erage|\\.)? ${letter}\\b(?! (?!(?:limits?|is|pays|covers|and|or|on|in|under|of|to|for|was)\\b)[a-z])`;

const named = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'i');

/** Home, tenant and condo policies (HO-3, HO-4, HO-6 and their Canadian counterparts): what each coverage is and the clauses home claims turn on. */
export const HOME_TERMS: readonly Term[] = [
  {
    names: /\b(?:ho[- ]?3|(?:homeowners? )?special form)\b/i,
    policyWords: 'homeowners dwelling other structures risk of direct physical loss personal property named perils',
    title: 'HO-3 (special form homeowners policy)',
    meaning:
      'The most common US homeowners policy: the house and other structures are covered against all risks of direct physical loss except those excluded, and your belongings only for the perils it names. Its closest Canadian counterpart is the broad form; a comprehensive form covers belongings on an all-risks basis too.',
  },
  {
    names: /\b(?:ho[- ]?4|(?:renter|tenant)s?'?s? (?:insurance|policy|package|coverage))\b/i,
    policyWords: 'tenant personal property improvements additional living expense legal liability',
    title: 'Tenant’s insurance (HO-4, renters)',
    meaning:
      'A policy for people who rent: it covers your belongings, extra living costs if the unit becomes unlivable, your liability to others and improvements you made to the unit — but not the building, which the landlord insures. Check whether belongings are covered for named perils or all risks, and the special limits on items such as jewelry and cash.',
  },
  {
    names:
      /\b(?:ho[- ]?6|(?:condo(?:minium)?|unit)[- ]owners?'?s? (?:insurance|policy|coverage)|condo(?:minium)? (?:unit )?(?:insurance|policy|coverage)|(?:unit )?improvements (?:and|&) betterments|unit improvements)\b/i,
    policyWords: 'unit owners improvements and betterments loss assessment condominium corporation',
    title: 'Condo unit owner’s policy (HO-6)',
    meaning:
      'A policy for a condo or strata unit owner: your belongings, the improvements and betterments made to the unit (upgraded floors, cabinets), living expenses, liability and often your share of a loss assessment. Where the building’s own policy stops is set by the condo declaration, bylaws or standard unit definition, so read them with your policy.',
  },
  {
    names:
      /\b(?:master (?:policy|insurance)|(?:condo(?:minium)? (?:corporation|corp|board|association)|strata(?: corporation| council)?|hoa)(?:'?s)? (?:master )?(?:policy|insurance)|(?:loss|special) assessments?|deductible (?:assessments?|charge-?backs?))\b/i,
    policyWords: 'loss assessment condominium corporation association deductible unit owners',
    title: 'Condo corporation’s policy and loss assessment',
    meaning:
      'The condo corporation, strata or association insures the building and common property under its own master policy. When it charges owners for a loss — a special assessment, or its deductible passed to the unit where the damage began — your unit policy’s loss assessment coverage may pay your share, up to its limit, if the cause is one your policy covers.',
  },
  {
    names: named(`${coverage('a')}|dwelling(?: building| coverage| limit)?`),
    policyWords: 'coverage a dwelling building attached structures',
    title: 'Dwelling (Coverage A)',
    meaning:
      'The coverage for the house itself and what is attached to it — walls, roof, built-in cabinets and fixtures, an attached garage — up to the dwelling limit on your declarations page. That limit should be the cost to rebuild, not the market or mortgage value, and it often sets the size of other limits and any percentage deductible.',
  },
  {
    names: named(`${coverage('b')}|other structures?|detached (?:private )?structures?`),
    policyWords: 'coverage b other structures detached private structures',
    title: 'Other structures (Coverage B)',
    meaning:
      'Coverage for buildings on your property not attached to the house — a detached garage, shed or fence — usually 10% of the dwelling limit; Canadian policies call them detached private structures. Structures rented out or used for business are generally excluded.',
  },
  {
    names:
      /\b(?:scheduled (?:personal )?(?:property|items?|articles?|jewel(?:le)?ry)|personal articles? (?:floater|policy|coverage)|floaters?|valuables? (?:rider|endorsement|floater|coverage)|schedul(?:e|ing) (?:my|the|a|your|our) (?:ring|jewel(?:le)?ry|watch|items?|valuables?|collection))\b/i,
    policyWords: 'scheduled personal property floater appraisal all risks listed article',
    title: 'Scheduled personal property (floater)',
    meaning:
      'Valuables listed one by one on your policy, each for its appraised amount — jewelry, watches, art, cameras — and insured beyond the usual special limits, often even for mysterious disappearance and with no deductible. The insurer pays no more than the listed amount and may replace the item instead of paying cash, so keep appraisals current.',
  },
  {
    names: named(`${coverage('c')}|personal property|personal belongings coverage|contents (?:coverage|insurance|limit|claim)s?`),
    policyWords: 'coverage c personal property contents owned or used',
    title: 'Personal property (Coverage C, contents)',
    meaning:
      'Coverage for your belongings — furniture, clothing, electronics — at home and usually away from it, up to the contents limit, often 50% to 70% of the dwelling limit. Special limits cap categories such as jewelry, cash and collectibles, and it pays actual cash value unless the policy gives replacement cost on contents, which is common in Canada.',
  },
  {
    names: named(`${coverage('d')}|loss of use|ale|(?:additional )?living expenses?`),
    policyWords: 'additional living expense loss of use',
    title: 'Additional living expenses (loss of use)',
    meaning:
      'The extra cost of living elsewhere while your home cannot be lived in after a covered loss — hotel or rent, extra meals, mileage — above your normal costs, up to the policy’s limit and time limit.',
  },
  {
    names: named(`${coverage('e')}|personal liability|legal liability|(?:home ?owners?|house|tenant|renters?|condo)(?:'?s)? liability`),
    policyWords: 'personal liability legal liability bodily injury property damage others',
    title: 'Personal liability (Coverage E)',
    meaning:
      'Pays when you are legally responsible for injury to others or damage to their property — a guest who falls, your tree landing on someone else’s car — and pays for your defence, up to the liability limit. It never pays for your own property and excludes intentional acts and most business and vehicle risks.',
  },
  {
    names: named(`${coverage('f')}|med(?:ical)? ?pay(?:ments?)?|medical payments to others|voluntary medical payments`),
    policyWords: 'medical payments to others voluntary medical payments',
    title: 'Medical payments',
    meaning:
      'Pays the reasonable medical bills of someone hurt on your property or by you, whether or not you are legally liable, usually up to a small per-person limit. On US auto policies, medical payments (MedPay) covers you and your passengers whoever is at fault; in Canada accident benefits play that role.',
  },
  {
    names:
      /\b(?:named[- ]perils?|open[- ]perils?|all[- ]risks?|broad form|comprehensive form|basic form|perils? insured against|insured perils?|perils?)\b/i,
    policyWords: 'perils insured against risk of direct physical loss named perils all risks',
    title: 'Perils: named perils and open perils (all risks)',
    meaning:
      'A peril is a cause of loss, such as fire, wind or theft. A named-perils policy covers only the causes it lists, and you show one of them caused the loss; an open-perils (all-risks) policy covers any physical loss not excluded, and the insurer must show an exclusion applies. Many policies mix the two.',
  },
  {
    names:
      /\b(?:sudden(?:ly)? (?:and|&) accidental(?:ly)?|(?:sudden|accidental) (?:discharge|escape)|(?:sudden|abrupt) (?:leak|burst)s?)\b/i,
    policyWords: 'sudden and accidental discharge escape of water steam',
    title: 'Sudden and accidental',
    meaning:
      'The wording most policies use for covered water damage: water that escapes suddenly, like a burst pipe or a failed supply line, rather than over weeks. Whether a leak was sudden is often the whole dispute, so keep the failed part and get the plumber’s report on what failed and when.',
  },
  {
    names:
      /\b(?:wear (?:and|&) tear|gradual(?:ly)?(?: (?:damage|leak\w*|seepage|deterioration))?|continuous or repeated (?:seepage|leakage)|long[- ]term (?:leak\w*|seepage)|seepage|deteriorat\w*|(?:lack of )?maintenance exclusion|lack of maintenance)\b/i,
    policyWords: 'wear and tear deterioration continuous or repeated seepage leakage',
    title: 'Wear and tear and gradual damage',
    meaning:
      'Policies exclude damage that develops slowly — wear and tear, deterioration, water that seeps or leaks repeatedly over weeks or months. The exclusion is about how the damage happened, not the age of the house: sudden damage to an old roof or pipe can be covered, and many policies pay for water damage even where the worn part is not.',
  },
  {
    names: /\b(?:mou?ld|fung(?:i|us)|mildew|(?:wet|dry) rot)\b/i,
    policyWords: 'fungi mould mold wet rot dry rot bacteria',
    title: 'Mold (fungi)',
    meaning:
      'Most policies exclude mold (mould) and rot, or cover them only when they result from a covered water loss, often under a small sub-limit for removal and testing. Dry out water damage quickly and report it, because mold that grows while a leak goes unreported or unmitigated is usually not covered.',
  },
  {
    names:
      /\b(?:(?:sewer|sewage|water|drain) ?back-?ups?|back-?ups? of (?:water|sewage|the sewer|the drain)|backed[- ]up (?:sewer|drain|toilet)s?|(?:sewer|drain)s? backed up|sump pump (?:failure|overflow))\b/i,
    policyWords: 'sewer back up water back-up drain sump overflow',
    title: 'Sewer and water backup',
    meaning:
      'Water or sewage that comes back into the home through drains, toilets or a sump, for example when municipal sewers overload in a storm. Most policies in both countries cover it only through an optional endorsement, often with its own limit and deductible, so check your declarations page for it.',
  },
  {
    names: /\b(?:overland (?:water|flood(?:ing)?)|surface water|storm surge|flood(?:s|ing|ed|water)?|nfip|rising water)\b/i,
    policyWords: 'flood surface water overland water waves tidal water',
    title: 'Flood and overland water',
    meaning:
      'In a policy, flood means surface water from outside — rising rivers or lakes, storm surge, rain running over the ground — not a burst pipe. US homeowners policies exclude it (flood cover comes from the NFIP or a private policy); in Canada overland water is an optional endorsement. Say exactly where the water came from: leaks and sewer backup fall under other clauses.',
  },
  {
    names:
      /\b(?:ordinance (?:or|and|&) law|ordinance coverage|(?:building )?code (?:upgrades?|compliance|requirements?|items?)|by-?laws? (?:coverage|endorsement|upgrades?)|increased cost of construction)\b/i,
    policyWords: 'ordinance or law building code by-law increased cost of construction',
    title: 'Ordinance or law (building code upgrades)',
    meaning:
      'The extra cost of rebuilding to today’s building code or by-laws — new wiring, insulation, permits — beyond restoring what was there. Many policies pay it only up to a set share of the dwelling limit, often 10%, and only once the work is done; ask your contractor to list code items separately in the estimate.',
  },
  {
    names: /\b(?:vacan(?:t|cy)|unoccupied|unoccupancy)\b/i,
    policyWords: 'vacant unoccupied vacancy consecutive days',
    title: 'Vacancy and unoccupancy',
    meaning:
      'A home left empty longer than the policy allows — often 30 days in Canada, 60 in US policies — can lose cover for perils such as vandalism, glass breakage or freezing. Vacant (emptied) and unoccupied (furnished, nobody home) are defined differently, so tell your insurer before leaving a home empty and follow its conditions on heat and water.',
  },
  {
    names: /\bcollapse\b/i,
    policyWords: 'collapse abrupt falling down caving in',
    title: 'Collapse',
    meaning:
      'Most policies cover collapse only as a narrow additional coverage: an abrupt falling down or caving in of a building or part of it, from listed causes such as hidden decay or insect damage or the weight of ice, snow or people. Cracking, sagging, bulging or settling is usually not collapse, and how the wording is read varies between courts.',
  },
  {
    names: /\b(?:ensuing (?:loss|damage)|resulting (?:loss|damage)|resultant (?:loss|damage))\b/i,
    policyWords: 'ensuing loss resulting damage we do cover',
    title: 'Ensuing (resulting) loss',
    meaning:
      'A clause that gives back coverage for damage that follows from an excluded cause: the policy may exclude the rotted pipe or faulty workmanship itself but cover the water damage or fire that results. It is often the key to a claim the insurer calls excluded, so look for words like "resulting loss is covered" after each exclusion.',
  },
  {
    names:
      /\b(?:(?:anti-?)?concurrent(?:[- ]caus\w*| cause)|anti-?concurrent|(?:efficient )?proximate cause|regardless of any other cause)\b/i,
    policyWords: 'regardless of any other cause or event contributing concurrently or in any sequence',
    title: 'Concurrent causation (anti-concurrent clause)',
    meaning:
      'When a covered and an excluded cause combine in one loss — wind and flood, say — this decides whether it is covered. Many policies have an anti-concurrent causation clause excluding the whole loss if an excluded cause contributed at all; some US states, such as California, look instead to the efficient (dominant) cause, and Canadian courts read such clauses strictly.',
  },
  {
    names:
      /\b(?:inventor(?:y|ies)|schedule of loss|contents (?:list|inventory)|(?:list|listing) of (?:the )?(?:damaged |stolen |lost |destroyed )?(?:items|contents|belongings|property))\b/i,
    policyWords: 'inventory of damaged personal property quantities costs actual cash value amount of loss',
    title: 'Inventory (schedule of loss)',
    meaning:
      'The itemized list of belongings you claim, each with its description, quantity, age, where and when bought, replacement cost and any proof such as receipts, photos or bank records. The insurer prices the claim from it, so list everything, small items too, and keep damaged items until the adjuster says you may discard them.',
  },
  {
    names: /\b(?:insurance )?binders?\b/i,
    policyWords: 'binder',
    title: 'Binder',
    meaning:
      'Temporary proof of insurance that an insurer or agent issues before the policy itself is written, often for a mortgage closing or a newly bought car. It holds the insurer to the coverage it describes, usually for 30 to 90 days, until the policy replaces it.',
  },
  {
    names: /\bhazard (?:insurance|coverage|policy)\b/i,
    policyWords: 'dwelling coverage a perils',
    title: 'Hazard insurance',
    meaning:
      'The name mortgage lenders use for the part of a homeowners policy that covers the house itself against fire, wind and other perils. It is not a separate policy; it leaves out your liability and belongings, and flood and earthquake need their own coverage.',
  },
  {
    names:
      /\b(?:force[ds]?[- ]?placed|lender[- ]placed|creditor[- ]placed|collateral protection)(?: (?:home ?owners? |homeowner'?s )?(?:insurance|coverage|policy))?\b/i,
    policyWords: 'mortgagee lender',
    title: 'Force-placed (lender-placed) insurance',
    meaning:
      'Insurance a mortgage lender buys on your home when your own policy lapses or is cancelled, and charges to you. It protects the lender’s loan, usually costs far more, and rarely covers your belongings or your liability; showing the lender a policy of your own ends it.',
  },
  {
    names: /\b(?:home|builder(?:'?s|s')?|new[- ]home) (?:home )?warrant(?:y|ies)\b/i,
    policyWords: 'wear and tear mechanical breakdown',
    title: 'Home warranty',
    meaning:
      'A service contract, not insurance: it pays to repair or replace home systems and appliances that fail from age or wear, which a homeowners policy excludes. A builder’s warranty covers defects in a new home’s construction for a set number of years. Neither pays for damage from a sudden event such as a fire or the water from a burst pipe; the homeowners policy does.',
  },
  {
    names: /\b(?:pmi|private mortgage insurance|mortgage default insurance)\b/i,
    policyWords: 'mortgage',
    title: 'Private mortgage insurance (PMI)',
    meaning:
      'Insurance that protects the lender, not you, if you stop paying a mortgage taken with a small down payment (in Canada, mortgage default insurance such as CMHC’s). It pays nothing for damage to your home — that is the homeowners policy — and in the US it can usually be cancelled once you owe less than 80% of the home’s original value.',
  },
];
