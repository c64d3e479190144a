/** Spec 2.4: the five smart tools. `icon` names a lucide icon the web maps to a component. */
export interface SmartTool {
  title: string;
  body: string;
  icon: 'mail' | 'file-text' | 'search' | 'clipboard-list' | 'scale';
}

export const SMART_TOOLS: readonly SmartTool[] = [
  {
    title: 'AI Email Response Generator',
    body: "Paste your adjuster's e-mail and get a reply that answers what was asked, asks for what you need and keeps your paper trail tidy.",
    icon: 'mail',
  },
  {
    title: 'Letter Generator',
    body: 'Twenty letter templates, from the first notice of claim to disputing a final denial, filled in with your own claim details.',
    icon: 'file-text',
  },
  {
    title: 'Policy Analyzer',
    body: 'Upload your policy PDF and ask what is covered, what is excluded, your limits and deductibles, and the conditions you must meet.',
    icon: 'search',
  },
  {
    title: 'Proof of Loss Formatter',
    body: 'Turn your list of damaged items, receipts and estimates into an organized proof of loss, ready for you to check, sign and send.',
    icon: 'clipboard-list',
  },
  {
    title: 'EUO Toolkit',
    body: 'Prepare for an examination under oath: what to expect, which documents to gather, practice questions, and your right to bring a lawyer.',
    icon: 'scale',
  },
];
