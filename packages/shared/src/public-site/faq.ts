/** Spec 2.4 and 9: twenty questions. General information about claims and about Benji, not legal advice. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'What is Benji?',
    answer:
      'Benji is an AI assistant for people handling their own property or auto insurance claim in the United States or Canada. It drafts e-mails and letters, helps you read your policy, formats a proof of loss, prepares you for an examination under oath and keeps track of your claim’s progress and deadlines.',
  },
  {
    question: 'Does Benji file my claim for me?',
    answer:
      'No. You stay in charge: Benji prepares drafts and checklists, and you review them and send them to your insurer yourself. Benji never contacts your insurer or adjuster on your behalf.',
  },
  {
    question: 'Is Benji a lawyer or a public adjuster?',
    answer:
      'No. Benji is software that gives general information and writing help, not legal advice, and it does not represent you. For a large, disputed or denied claim, consider speaking with a lawyer or, where they are licensed, a public adjuster.',
  },
  {
    question: 'Which claims can Benji help with?',
    answer:
      'Home, tenant, auto and small-business property claims in the United States and Canada: fire, water and storm damage, theft, vandalism, collisions and similar losses.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      'Every new account gets 3 days (72 hours) of full access, with no card required. When the trial ends your account is paused until you choose a plan yourself. Nothing is ever charged automatically after the trial.',
  },
  {
    question: 'What is the difference between the plans?',
    answer:
      'Essential is a one-time payment for one claim case. Pro Monthly gives assistant access billed every month, and Pro Annual gives full assistant integration billed once a year, 25% less than twelve monthly payments. Sign in to see the plans and prices.',
  },
  {
    question: 'Can I cancel a Pro plan?',
    answer:
      'Yes, at any time: send us a message through the contact form on this page. Cancelling stops the next renewal, and you keep access until the end of the period you have paid for. Essential is a single payment and never renews.',
  },
  {
    question: 'What should I do right after a loss?',
    answer:
      'Make sure everyone is safe, then photograph and film the damage before anything is moved or repaired. Take reasonable steps to prevent further damage (most policies require it), keep every receipt, and tell your insurer promptly, preferably in writing.',
  },
  {
    question: 'Should I talk to my adjuster by phone or by e-mail?',
    answer:
      'By e-mail whenever you can: it gives you a dated record of every request and every answer. If you do talk by phone, send a short e-mail afterwards that sums up what was said and agreed.',
  },
  {
    question: 'What is a proof of loss?',
    answer:
      'A signed, often sworn, statement of what you lost and how much you are claiming, with the documents that support it. Many policies require one within a set time after the insurer asks for it (60 days is common in US homeowners policies). The Conditions section of your policy gives your deadline.',
  },
  {
    question: 'What is an examination under oath (EUO)?',
    answer:
      'A formal, recorded interview, usually conducted by a lawyer for the insurer, in which you answer questions about the claim under oath. Many policies make attending one a condition of coverage. You may bring your own lawyer, and you can ask in advance for the list of documents they want.',
  },
  {
    question: 'How long does my insurer have to respond?',
    answer:
      'It depends on where you live. Many US states set deadlines for insurers to acknowledge, decide and pay a claim, and Canadian provinces set rules through their insurance laws and regulators. Benji tracks the deadlines it knows for your state or province and shows where each rule comes from; treat them as general information.',
  },
  {
    question: 'What is the difference between actual cash value and replacement cost?',
    answer:
      'Actual cash value (ACV) is what the damaged property was worth when it was lost: its replacement price minus depreciation. Replacement cost is what it costs to repair or replace it with new property of like kind and quality. Many replacement-cost policies pay ACV first and the rest once you have actually repaired or replaced.',
  },
  {
    question: 'My claim was denied. What can I do?',
    answer:
      'Ask for the denial in writing, with the policy wording it relies on, then send a written request for reconsideration with any missing documents or evidence. If that fails, you can complain to your state’s department of insurance or, in Canada, to your insurer’s complaints officer and then the General Insurance OmbudService or your provincial regulator. You may also speak with a lawyer.',
  },
  {
    question: 'Should I accept the first settlement offer?',
    answer:
      'You do not have to. Ask for the adjuster’s estimate line by line, compare it with your own contractor estimates and receipts, and reply in writing with what is missing and why. Benji’s negotiation letters help you say it clearly and politely.',
  },
  {
    question: 'What is a declarations page and why do I need it?',
    answer:
      'It is the summary page of your policy: who is insured, the insured property, the coverages, limits and deductibles, and the policy period. Ask your insurer for it and for the full policy wording; Benji has letter templates for both requests.',
  },
  {
    question: 'Can Benji read my insurance policy?',
    answer:
      'Yes. Upload your policy as a PDF (up to 10 MB) with your claim details, then ask about coverage, exclusions, limits or conditions. Benji points you to the relevant wording; read that wording yourself too, because the policy is what decides.',
  },
  {
    question: 'Is my information private?',
    answer:
      'Your claims, policy PDFs and chats belong to your account and no other user can see them. We do not sell your data and we show no ads. Our privacy policy explains what we keep, why, for how long and how to have it deleted.',
  },
  {
    question: 'Will my insurer know that I use Benji?',
    answer:
      'Not from us: Benji never contacts your insurer. What you send is your own letter or e-mail, and you are free to edit it before it goes out.',
  },
  {
    question: 'How do I get help with Benji?',
    answer: 'Use the contact form on this page. Support is free for every account, including during the trial.',
  },
];
