import type { Term } from './term';

/** Auto policies — the US personal auto policy and the Ontario, Alberta and BC systems: the coverages, fault, and what a repair or write-off pays. */
export const AUTO_TERMS: readonly Term[] = [
  {
    names: /\b(?:dcpd|direct compensation(?:[- –—]+property damage)?)\b/i,
    policyWords: 'direct compensation property damage not at fault',
    title: 'Direct compensation – property damage (DCPD)',
    meaning:
      'In Ontario, Alberta and some other provinces, damage to your car in a crash with another insured vehicle is paid by your own insurer, not the other driver’s, to the extent you were not at fault under the fault determination rules. If you were not at fault there is usually no deductible, and it also pays for loss of use, such as a rental.',
  },
  {
    names:
      /\b(?:fault determination rules?|at[- ]fault|not at fault|fault (?:percentage|ratio|assessment|determination|rating)|\d{1,3} ?(?:%|percent) (?:at )?fault|(?:percentage|degree) of fault|comparative (?:fault|negligence)|contributory negligence|responsibility assessment)\b/i,
    policyWords: 'fault determination rules degree of fault responsible',
    title: 'Fault determination (at-fault)',
    meaning:
      'How responsibility for a crash is split, which decides whose insurer pays and whether your premium rises. Ontario and Alberta apply fixed fault determination rules — set diagrams of common crashes, in 25% steps, whatever the weather or road — while ICBC and US insurers apply ordinary negligence law; if you disagree, ask for the rule or reasons in writing.',
  },
  {
    names: /\bcollision(?: or upset)?\b/i,
    policyWords: 'collision upset impact with another object vehicle',
    title: 'Collision',
    meaning:
      'Pays for damage to your own vehicle when it hits or is hit by another vehicle or object, or rolls over (upset), whoever is at fault, less your collision deductible. In Ontario and Alberta, damage caused by another insured driver who is at fault is usually paid under direct compensation (DCPD) instead.',
  },
  {
    names:
      /\b(?:comprehensive (?:coverage|insurance|cover|claim|deductible|portion|part)|other than collision|(?:all|specified) perils|comp (?:coverage|claim|deductible))\b/i,
    policyWords: 'comprehensive other than collision fire theft vandalism glass hail falling or flying object specified perils all perils',
    title: 'Comprehensive (other than collision)',
    meaning:
      'Pays for damage to your own vehicle from causes other than a collision — theft, fire, vandalism, hail, flood, a falling tree, hitting an animal, broken glass — less its own deductible. In Canada, specified perils covers only a listed set of these causes, and all perils combines collision and comprehensive.',
  },
  {
    names:
      /\b(?:third[- ]party (?:legal )?liability|tpl|(?:auto|car|vehicle|automobile|motor vehicle|bodily injury|property damage) liability|bi\/pd|combined single limit|csl|split limits?|liability (?:car|auto|automobile|vehicle) (?:insurance|coverage|policy)|liability[- ]only)\b/i,
    policyWords: 'third party liability bodily injury property damage legally liable',
    title: 'Auto liability (third-party liability)',
    meaning:
      'Pays others when you are legally responsible for a crash — their injuries and damage to their property — and pays for your defence, up to your limit; every province and nearly every state requires it. It never pays for your own vehicle, and US limits may be split (per person, per accident, property damage) or one combined single limit.',
  },
  {
    names:
      /\b(?:un(?:der)?-?insured (?:motorists?|drivers?|auto(?:mobile)?s?|motor vehicles?|vehicles?|cars?)(?: coverage)?|um\/uim|uim|u\/?i?m (?:coverage|claims?|limits?|benefits?)|family protection(?: coverage| endorsement)?|opcf ?44r?|sef ?(?:no\.? ?)?44)\b/i,
    policyWords: 'uninsured motorist underinsured uninsured automobile family protection unidentified hit and run',
    title: 'Uninsured and underinsured motorist coverage',
    meaning:
      'Coverage from your own policy when the at-fault driver has no insurance, cannot be identified (hit and run), or has limits too low for your injuries. In the US it is UM/UIM; in Canada uninsured automobile coverage is mandatory and underinsured cover is the family protection endorsement (OPCF 44R in Ontario, SEF 44 in Alberta). Report a hit and run to police promptly.',
  },
  {
    names:
      /\b(?:pip|personal injury protection|no[- ]fault(?: benefits| insurance| coverage)?|(?:statutory |enhanced )?accident benefits?|sabs|income replacement benefits?|med(?:ical)? (?:and|&) rehab(?:ilitation)?(?: benefits?)?|attendant care)\b/i,
    policyWords: 'accident benefits personal injury protection medical rehabilitation income replacement',
    title: 'PIP and accident benefits (no-fault)',
    meaning:
      'Benefits your own auto insurer pays for injuries in a crash whoever caused it: medical and rehabilitation costs, lost income and, depending on where you live, care and death benefits. They are PIP in US no-fault states, accident benefits in Ontario (the SABS) and Alberta, and Enhanced Accident Benefits with ICBC in BC; apply promptly, as the forms have short time limits.',
  },
  {
    names:
      /\b(?:diminished (?:value|worth)|inherent diminished|(?:loss|drop|reduction) (?:of|in) (?:market |resale )?value|stigma (?:damage|loss)|dv claim)\b/i,
    policyWords: 'diminution in value market value',
    title: 'Diminished value',
    meaning:
      'The resale value a vehicle (or home) loses even after proper repair, because buyers pay less for one with an accident history. Your own policy rarely pays it; in the US it is usually claimed from the at-fault driver’s insurer, while in provinces with direct compensation it is seldom recoverable. A written valuation from an appraiser supports the claim.',
  },
  {
    names:
      /\b(?:oem(?: parts?)?|non-oem|after-?market(?: parts?)?|original equipment(?: manufacturer)?|lkq(?: parts?)?|(?:recycled|used|salvaged?|generic) parts?|like kind (?:and|&) quality parts?)\b/i,
    policyWords: 'parts of like kind and quality original equipment manufacturer',
    title: 'OEM and aftermarket parts',
    meaning:
      'OEM parts are made by the vehicle’s manufacturer; aftermarket and recycled (LKQ) parts come from other makers or salvaged vehicles and cost less. Many policies let the insurer price repairs with them if they are of like kind and quality, and some states require disclosure; check whether your policy or an endorsement requires OEM parts, and your warranty or lease terms.',
  },
  {
    names:
      /\b(?:rental (?:reimbursement|car(?: coverage| reimbursement)?|vehicle|coverage)|transportation (?:expenses?|replacement|reimbursement)|substitute (?:transportation|vehicle)|loss of use of (?:my|the|our|a) (?:car|vehicle|truck)|opcf ?20|sef ?(?:no\.? ?)?20)\b/i,
    policyWords: 'transportation expenses rental substitute automobile loss of use',
    title: 'Rental reimbursement (loss of use of a car)',
    meaning:
      'Pays for a rental car or other transport while your vehicle is repaired after a covered loss, up to a daily amount and a total (OPCF 20 in Ontario, SEF 20 in Alberta). If another driver was at fault, their insurer or your DCPD may owe you a comparable rental instead; it usually ends a few days after a total-loss offer.',
  },
  {
    names:
      /\b(?:towing(?: (?:and|&) labou?r)?|tow (?:truck|bill|charges?|fees?|yard)|roadside (?:assistance|coverage|service)|storage (?:fees?|charges?|costs?)|road service)\b/i,
    policyWords: 'towing storage emergency road service',
    title: 'Towing and storage',
    meaning:
      'Towing and labor (roadside) coverage pays for a tow or help at the roadside; after a covered crash, the tow and reasonable storage are usually paid as part of the claim. Storage fees add up daily, so have the vehicle moved quickly — charges run up after the insurer asked for its release are often refused.',
  },
  {
    names:
      /\b(?:gap (?:insurance|coverage|waiver|protection|policy)|loan\/lease (?:payoff|gap|coverage)|lease gap|waiver of depreciation|new (?:car|vehicle) replacement|(?:opcf|sef) ?(?:no\.? ?)?43a?)\b/i,
    policyWords: 'loan lease balance waiver of depreciation new automobile',
    title: 'Gap insurance and new-vehicle replacement',
    meaning:
      'A written-off car is paid at actual cash value, which can be less than you owe on the loan or lease; gap coverage pays that difference. A waiver of depreciation (OPCF 43 in Ontario, SEF 43 in Alberta) or new-car replacement endorsement pays the price of a new car for a recent vehicle, so check for one before accepting a total-loss offer.',
  },
  {
    names: /\bfull[- ]coverage\b/i,
    policyWords: 'liability collision comprehensive all perils',
    title: 'Full coverage',
    meaning:
      'An everyday name, not a coverage written in any policy: it usually means liability plus collision and comprehensive (in Canada, all perils). It still has limits and deductibles, and rental, towing or gap coverage are included only if they were added. Your declarations page lists what you actually have.',
  },
  {
    names: /\b(?:stack(?:ed|ing|able)|un-?stacked|non-?stacked)\b/i,
    policyWords: 'uninsured motorists limit of liability each vehicle',
    title: 'Stacked and unstacked limits',
    meaning:
      'In some US states, the uninsured and underinsured motorist limits of each car on a policy (or on several policies) can be added together for one claim: that is stacking. Unstacked coverage pays one car’s limit only. Stacking usually costs more, and it is chosen or turned down in writing when the policy is bought.',
  },
  {
    names: /\bnon[- ]?owners?(?:'s)?(?: (?:car|auto|automobile|vehicle))?(?: (?:insurance|policy|coverage))?\b/i,
    policyWords: 'non-owned auto liability',
    title: 'Non-owner car insurance',
    meaning:
      'Liability coverage for someone who drives but owns no car: it pays others when you cause a crash in a car you borrow or rent, above what the owner’s insurance pays. It never pays for damage to the car you were driving.',
  },
  {
    names: /\b\d{2,3} ?\/ ?\d{2,3} ?\/ ?\d{2,3}\b|\b(?:15|20|25|30|50|100|250) (?:30|40|50|60|100|300|500) (?:5|10|15|25|50|100)\b/i,
    policyWords: 'limit of liability each person each accident property damage',
    title: 'Liability limits (such as 25/50/25)',
    meaning:
      'Three numbers on a US auto policy are its liability limits in thousands of dollars: 25/50/25 pays up to $25,000 for one person’s injuries, $50,000 for everyone’s injuries in one accident, and $25,000 for property damage. What a crash costs above them can be claimed from you personally.',
  },
];
