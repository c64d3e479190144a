import { recordedDenial, recordedReservation, recordedSuitDeadlines } from './figures-in-claim';
import type { Term } from './term';

/** The claim itself: the policy's parts, the people, the insurer's letters, the policyholder's duties and the ways to dispute. */
export const CLAIM_PROCESS_TERMS: readonly Term[] = [
  {
    names: /\b(?:reservations? of rights?|ror letter|non-?waiver(?: agreement| letter)?)\b/i,
    policyWords: 'reservation of rights non-waiver without prejudice',
    title: 'Reservation of rights (non-waiver)',
    meaning:
      'A letter — or in Canada often a non-waiver agreement you are asked to sign — saying the insurer will keep handling the claim while keeping its right to deny coverage later, for reasons it names. It is not a denial, but the reasons show what the insurer doubts, and they are what you answer with documents.',
    inYourClaim: recordedReservation,
  },
  {
    names:
      /\b(?:denial letters?|letter of denial|(?:claim|coverage) denial|partial denial|declination(?: letter| of coverage)?|disclaimer of coverage)\b/i,
    policyWords: 'we do not cover exclusion denied',
    title: 'Coverage denial letter',
    meaning:
      'The insurer’s written decision refusing all or part of a claim. A proper one names the policy wording it relies on and the facts behind it, and many states and provinces require written reasons; keep it and note the date you received it, since time limits to dispute or sue may run from it.',
    inYourClaim: recordedDenial,
  },
  {
    names: /\b(?:bad[- ]faith|(?:duty of|utmost) good faith)\b/i,
    policyWords: 'good faith',
    title: 'Bad faith',
    meaning:
      'An insurer owes you a duty of good faith: to investigate fairly, pay what is clearly owed without undue delay and explain its decisions. In the US a breach can be a separate claim with damages beyond the policy; Canadian courts can also award damages, rarely punitive ones. Keep a dated record of delays, and speak to a lawyer before alleging it.',
  },
  {
    names: /\b(?:mitigat\w*|duty to protect|(?:reasonable|emergency|temporary) repairs?|protect (?:the )?property from further damage)\b/i,
    policyWords: 'protect the property from further damage reasonable repairs',
    title: 'Duty to mitigate (reasonable repairs)',
    meaning:
      'After a loss you must take reasonable steps to protect the property from further damage — stop the water, tarp the roof, board up windows, dry things out — and the policy pays the reasonable cost. Damage that grows because nothing was done may not be covered; keep receipts and photos, and hold off on permanent repairs until the insurer has inspected.',
  },
  {
    names:
      /\b(?:recorded (?:statements?|interview)|(?:give|gave|giving|provide) (?:a |them a |him a |her a |my )?(?:recorded |formal )?statement|statement (?:on|under) (?:the )?record)\b/i,
    policyWords: 'statement cooperate assist',
    title: 'Recorded statement',
    meaning:
      'An interview, usually by phone, that the adjuster records about how the loss happened. Your own policy generally requires you to cooperate, but the other party’s insurer in a third-party claim cannot require one; before it, ask what it will cover, stick to facts you know, and ask for a copy.',
  },
  {
    names: /\b(proof of loss|statutory declaration)\b/i,
    policyWords: 'proof of loss sworn within days',
    title: 'Proof of loss',
    meaning:
      'A signed, often sworn, statement of what you claim: the time and cause of the loss, your interest in the property, and the amount. Policies require it within a set time after the insurer asks, and late or missing proof can delay or defeat a claim.',
  },
  {
    names: /\b(euo|examination under oath)\b/i,
    policyWords: 'examination under oath',
    title: 'Examination under oath (EUO)',
    meaning:
      'A formal interview under oath, recorded by a court reporter, that most policies let the insurer require. You answer questions about the loss and your claim and sign the transcript. You may bring a lawyer.',
  },
  {
    names: /\b(appraisal|umpire)\b/i,
    policyWords: 'appraisal appraiser umpire amount of loss',
    title: 'Appraisal',
    meaning:
      'A process in most property policies for settling a disagreement about the amount of the loss (not about coverage): each side names an appraiser, the two pick an umpire, and an amount agreed by any two of the three binds both sides. Each side usually pays its own appraiser and shares the umpire.',
  },
  {
    names:
      /\b(?:full and final release|releases? (?:form|of (?:all )?(?:claims?|liability)|and (?:settlement|indemnity)|agreement)|general release|(?:sign|signed|signing) (?:a |the |this |their |that )?(?:full )?release)\b/i,
    policyWords: 'release discharge full and final settlement',
    title: 'Release',
    meaning:
      'A document you sign on settling that gives up any further claim for the loss in exchange for the payment — a "full and final release". Once signed it is very hard to reopen, so check what it covers (everything, or only the vehicle or building) and that nothing is still unknown, such as hidden damage or injuries.',
  },
  {
    names: /\bsubrogat/i,
    policyWords: 'subrogation recovery rights',
    title: 'Subrogation',
    meaning:
      'After paying you, the insurer takes over your right to recover from whoever caused the loss (another driver, a contractor). If it recovers money, you may get back your deductible. Do not sign anything that gives up your rights against that person without asking your insurer.',
  },
  {
    names: /\b(?:first[- ]party|third[- ]party)(?: (?:claims?|claimants?|insurers?|carriers?|coverage))?\b/i,
    policyWords: 'we will pay others legally liable',
    title: 'First-party and third-party claims',
    meaning:
      'A first-party claim is one you make under your own policy; a third-party claim is one against someone else’s insurer because its policyholder caused the loss. That insurer owes you no duties under a contract, only what its insured is legally liable for, so your own coverage is often faster, with your insurer recovering from them through subrogation.',
  },
  {
    names: /\bstatutory conditions?\b/i,
    policyWords: 'statutory conditions',
    title: 'Statutory conditions (Canada)',
    meaning:
      'Conditions that provincial insurance law writes into Canadian property policies (Quebec has its own Civil Code rules): notice of loss, proof of loss, your duties after a loss, appraisal, when the loss is payable and the time to sue. An insurer cannot vary them to your disadvantage; US policies have no exact equivalent, though many states require standard clauses.',
  },
  {
    names:
      /\b(?:limitation periods?|statutes? of limitations?|limitations? (?:act|clause|provision)|suit (?:against us|limitation|clause)|legal action (?:against us|clause)|(?:time|deadline) to sue|time limit to (?:sue|take legal action))\b/i,
    policyWords: 'suit against us legal action limitation period within years',
    title: 'Limitation period',
    meaning:
      'The deadline to start a lawsuit over the claim, set by the policy and by law — often one or two years from the loss or from the denial, depending on the state or province. It keeps running while you negotiate, so note it early; only a written agreement or the law itself stops it.',
    inYourClaim: recordedSuitDeadlines,
  },
  {
    names:
      /\b(?:(?:state )?(?:department|dept\.?) of (?:insurance|financial services)|insurance (?:commissioner|department|regulator)|(?:insurance )?ombuds(?:man|person|service)|general insurance ombudservice|gio|fsra|bcfsa|superintendent of insurance|amf|autorité des marchés financiers|(?:insurance )?regulators?|complain to (?:the )?(?:state|province|regulator|government))\b/i,
    policyWords: 'complaint ombudsman regulator',
    title: 'Regulator and complaints (ombudsman)',
    meaning:
      'In the US, each state’s department of insurance takes complaints about claim handling, free of charge. In Canada you first use the insurer’s own complaint process and ombudsman, then the General Insurance OmbudService (GIO); the provincial regulator — FSRA in Ontario, Alberta’s Superintendent of Insurance, BCFSA, the AMF in Quebec — oversees insurers. A complaint does not stop a limitation period.',
  },
  {
    names: /\bpublic adjust[eo]rs?\b/i,
    policyWords: 'public adjuster',
    title: 'Public adjuster',
    meaning:
      'A licensed adjuster you hire (usually for a percentage of the settlement) to prepare and negotiate your claim with the insurer. The insurer’s adjuster works for the insurer.',
  },
  {
    names:
      /\b(?:(?:independent|staff|company|field|desk|inside|cat|catastrophe) adjust[eo]rs?|what (?:is|does) (?:an? |the )?(?:insurance )?adjust[eo]r)\b/i,
    policyWords: 'adjuster representative',
    title: 'Adjuster (staff, independent, catastrophe)',
    meaning:
      'The person who investigates and values a claim for the insurer. A staff adjuster is its employee; an independent adjuster is hired for the file — often a catastrophe (CAT) adjuster brought in after a big storm — and may need an examiner’s approval. Either way they work for the insurer: get their name and who decides, and keep requests in writing.',
  },
  {
    names:
      /\b(?:named insureds?|first named insured|additional insureds?|(?:an|the) insured person|who (?:is|counts as) (?:an |the )?insured|definition of (?:an )?insured|resident relatives?)\b/i,
    policyWords: 'you your named insured resident of your household relatives',
    title: 'Named insured (who is insured)',
    meaning:
      'The named insured is the person or people shown on the declarations page; the policy usually also insures their spouse and relatives or others under a set age living in the household. Who counts decides whose belongings are covered and who must sign forms and cheques, so tell the insurer when who lives in the home changes.',
  },
  {
    names:
      /\b(?:decs? (?:page|sheet)|declarations? (?:page|sheet)|(?<!statutory |condo |condominium )declarations|coverage summary|policy summary)\b/i,
    policyWords: 'declarations coverage summary limits deductible',
    title: 'Declarations page',
    meaning:
      'The front pages of your policy showing who is insured, the address or vehicle, the policy period, each coverage with its limit, your deductibles and the endorsements that change the wording. It is the first thing to check on a claim; if you lack it, ask your broker, agent or insurer for the one in force on the date of loss.',
  },
  {
    names: /\b(?:endorsements?|riders?|policy change forms?|opcf(?: ?\d+[a-z]?)?|sef(?: ?(?:no\.? ?)?\d+[a-z]?)?)\b/i,
    policyWords: 'endorsement attached forms part of this policy',
    title: 'Endorsement (rider)',
    meaning:
      'A form added to your policy that changes it — adding coverage such as sewer backup or jewelry, removing it, or changing limits or deductibles — and that overrides the main wording where the two differ. Endorsements are listed on your declarations page; in Canadian auto they are OPCF forms in Ontario and SEF forms in Alberta.',
  },
  {
    names: /\bexclusions?\b/i,
    policyWords: 'exclusions we do not insure we do not cover',
    title: 'Exclusion',
    meaning:
      'A clause that takes a cause or kind of loss out of coverage, such as flood, wear and tear or intentional acts. The insurer must show an exclusion applies, courts read unclear ones in your favour, and many are followed by an exception that gives coverage back — so ask the insurer to quote the exact wording it relies on.',
  },
  {
    names: /\bpremiums?\b/i,
    policyWords: 'premium',
    title: 'Premium',
    meaning:
      'What you pay for the policy for its term. A claim does not change the premium already paid, but claims — especially at-fault auto claims — can raise it at renewal or affect whether the policy is renewed; in Ontario, for example, an insurer may not raise your auto premium for a crash in which you were not at fault.',
  },
];
