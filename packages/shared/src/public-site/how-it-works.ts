/** Spec 2.4, How It Works: four steps, in this order. */
export interface HowItWorksStep {
  title: string;
  body: string;
}

export const HOW_IT_WORKS: readonly HowItWorksStep[] = [
  {
    title: 'Upload Your Claim',
    body: 'Tell Benji what happened, add your insurer, adjuster and claim number, and upload your policy PDF. Everything about the claim stays in one place.',
  },
  {
    title: 'Get AI-Generated Responses',
    body: 'Paste an e-mail from your adjuster and get a clear, polite reply in seconds, written from your claim details. You review it and send it yourself.',
  },
  {
    title: 'Fight Back with Expert Guidance',
    body: 'When a request, delay or low offer arrives, Benji explains what it usually means, which part of your policy applies and what to ask for in writing.',
  },
  {
    title: 'Secure Your Maximum Payout',
    body: 'Send a complete, documented claim, keep to your deadlines and negotiate from the facts: the best footing for being paid everything your policy covers.',
  },
];
