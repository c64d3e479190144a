import type { ClauseType } from '../../../retrieval/clause-type';
import { moneyFor } from './money';
import type { PolicyAnswerWords, VerdictToSay } from './policy-answer-words';

// An answer about the user's policy as a Québec help desk writes it: "police", "franchise",
// "avenant", "expert en sinistre". The policy's words stay as written, between « ».

const money = (dollars: number) => moneyFor('fr', dollars);
const quote = (text: string) => `« ${text} »`;

function pagesNote(pages: readonly number[]): string {
  if (pages.length === 1) return `(page ${pages[0]})`;
  return `(pages ${pages.slice(0, -1).join(', ')} et ${pages.at(-1)})`;
}

const CLAUSE_NAMES: Record<ClauseType, string | null> = {
  insuring_agreement: 'ce qui est couvert',
  exclusion: 'exclusion',
  exception: 'exception à une exclusion',
  limit: 'limite',
  condition: 'condition',
  definition: 'définition',
  other: null,
};

function covered({ figures, pages }: VerdictToSay): string {
  const { limit, claimed, words } = figures;
  if (limit !== undefined && claimed !== undefined)
    return `Cela semble couvert : les ${money(claimed)} que vous indiquez sont sous la limite de ${money(limit)} ${pagesNote(pages)}.`;
  if (limit !== undefined) return `Cela semble couvert, jusqu’à ${money(limit)} ${pagesNote(pages)}.`;
  if (words) return `Cela semble couvert : votre police couvre ${quote(words)} ${pagesNote(pages)}.`;
  return `Cela semble couvert ${pagesNote(pages)}.`;
}

function limited({ figures, pages }: VerdictToSay): string | null {
  const { limit, claimed, deductibles } = figures;
  if (deductibles && deductibles.length > 0) {
    // A percentage deductible is a share of a coverage named in the policy's words: said in English for now.
    if (deductibles.some((deductible) => deductible.percent)) return null;
    const amounts = deductibles.slice(0, 3).map((deductible) => money(deductible.value));
    if (amounts.length === 1) return `Votre franchise semble être de ${amounts[0]} ${pagesNote(pages)}.`;
    return `Votre police prévoit ${amounts.length} franchises : ${amounts.slice(0, -1).join(', ')} et ${amounts.at(-1)} ${pagesNote(pages)}.`;
  }
  if (limit === undefined) return null;
  if (claimed !== undefined && claimed > limit)
    return `Cela semble couvert seulement jusqu’à ${money(limit)} : les ${money(claimed)} que vous indiquez dépassent cette limite ${pagesNote(pages)}.`;
  return `Cela semble couvert jusqu’à ${money(limit)} ${pagesNote(pages)}.`;
}

function excluded({ figures, pages }: VerdictToSay): string {
  if (figures.words) return `Cela ne semble pas couvert : votre police exclut ${quote(figures.words)} ${pagesNote(pages)}.`;
  return `Cela ne semble pas couvert par votre police ${pagesNote(pages)}.`;
}

function depends({ figures, pages }: VerdictToSay): string {
  const { words, open, limit } = figures;
  const at = pagesNote(pages);
  if (open === 'broad')
    return 'Votre police a plusieurs clauses de ce genre, et celle qui s’applique dépend de ce qui s’est passé : dites-moi ce qui a été perdu ou endommagé, et comment, et je vérifierai dans votre police.';
  if (open === 'named_perils')
    return `Votre police assure vos biens seulement contre les risques qu’elle nomme ${at}, pas contre tous les risques : la couverture dépend de la cause du sinistre, et de toute limite particulière pour ce genre de biens.`;
  if (open === 'all_risks')
    return `Votre police assure vos bâtiments contre tous les risques de dommages matériels directs ${at} : les dommages sont couverts quelle qu’en soit la cause, sauf si une exclusion s’applique, et je n’ai trouvé aucune exclusion qui vise votre cas.`;
  if (!words) return `La réponse dépend des faits : votre police en parle ${at}, sans trancher clairement. Voici son texte.`;
  switch (open) {
    case 'exception':
      return `Cela semble exclu, sauf dans un cas que votre police prévoit : ${quote(words)} ${at}. La réponse dépend donc des faits.`;
    case 'exclusion':
      return `Cela peut être couvert ou non, selon les faits : votre police exclut ${quote(words)} ${at}. Tout dépend de savoir si cela décrit votre sinistre.`;
    case 'condition':
      return `Votre police pose une condition : ${quote(words)} ${at}. La réponse dépend de savoir si elle est remplie.`;
    case 'mention':
      return `Votre police en parle ${at}, mais sans dire clairement si c’est couvert : ${quote(words)}.`;
    case 'value':
      if (limit !== undefined) return `Cela dépend de sa valeur : votre police paie au plus ${money(limit)} pour ${quote(words)} ${at}.`;
      break;
    case 'period':
      return `Cela dépend de la durée : votre police exclut ${quote(words)} ${at}.`;
  }
  return `Cela dépend de savoir si votre sinistre correspond à ce passage de votre police : ${quote(words)} ${at}.`;
}

function ask({ verdict: kind, figures, pages }: VerdictToSay, deductible: boolean): string[] {
  const page = figures.page ?? pages[0];
  const onPage = page !== undefined ? ` (j’ai lu le texte de la page ${page})` : '';
  if (deductible)
    return [
      'Quelle franchise s’applique à ma réclamation, et si une autre franchise (par exemple pour le vent ou la grêle) s’applique aussi.',
    ];
  switch (kind) {
    case 'covered':
      return [`Que mon sinistre est couvert${onPage}, et quelles franchise et limite s’appliquent.`];
    case 'limited':
      return [
        `Quelle limite s’applique${onPage}, et combien il en reste.`,
        'Si une autre garantie ou un avenant de ma police paie plus que cette limite.',
      ];
    case 'excluded':
      return [
        `Sur quelle exclusion l’assureur s’appuie, citée au complet${onPage}.`,
        'Si une exception à cette exclusion, ou un avenant, rétablit la couverture.',
      ];
    case 'depends':
      return [`Quelle disposition l’assureur applique à mon sinistre${onPage}, et quels faits ou documents la décident.`];
    case 'not_found':
      return [
        'Quelle partie de ma police couvre cela, s’il y en a une.',
        'Si un avenant ou une autre police que je détiens pourrait le couvrir.',
      ];
  }
}

export const FRENCH_POLICY_ANSWER: PolicyAnswerWords = {
  verdicts: { covered, limited, excluded, depends, notFound: 'Je n’ai rien trouvé à ce sujet dans votre police.' },
  searched: (filename, pageCount) =>
    `J’ai cherché dans votre police${filename ? ` (${filename})` : ''}${pageCount ? `, ses ${pageCount} pages au complet,` : ''} et je n’ai trouvé aucun passage à ce sujet.`,
  tryOtherWords:
    'Si j’ai mal cherché, reprenez votre question avec les mots qu’emploie votre police : par exemple les dégâts d’eau, le vol, la franchise, les frais de subsistance supplémentaires ou les exclusions.',
  fromPolicy: (filename) => `Tiré de votre police${filename ? ` (${filename})` : ''} :`,
  quoteHeading: (page, heading, clause) => {
    const name = CLAUSE_NAMES[clause];
    return `Page ${page}${heading ? ` — ${heading}` : ''}${name ? ` (${name})` : ''} :`;
  },
  quote,
  askLead: 'Demandez à votre expert en sinistre de vous confirmer par écrit :',
  ask,
  notLegalAdvice: 'Ceci est de l’information générale pour vous aider à gérer votre propre réclamation, et non un avis juridique.',
  noPolicy:
    'Je pourrai répondre aux questions sur votre police dès que je l’aurai : téléversez le PDF de votre police dans **Détails de la réclamation** sur cette page, et je citerai le passage utile avec son numéro de page.',
  scanned: (filename) =>
    `Votre police${filename ? ` (${filename})` : ''} n’a pas de couche de texte (elle semble numérisée), je ne peux donc pas la lire. Si votre assureur peut vous l’envoyer en PDF texte (la plupart des portails l’offrent), téléversez-la dans **Détails de la réclamation** et posez-moi la question de nouveau.`,
};
