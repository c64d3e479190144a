import { FRENCH_REGIONS } from '../../claims/i18n/fr-ca-regions';
import { FRENCH_ADVISORIES } from './fr-ca-advisories';
import { FRENCH_POLICY_CLAUSES } from './fr-ca-policy-clauses';
import { BUSINESS_DAYS_NOTES, rollForwardLaw, rollForwardNote } from './fr-ca-holidays';
import type { DeadlineWords, RuleWords } from './rule-words-type';

// Québec French, as an insurance help desk writes it: réclamation, preuve de sinistre, assureur.
// Laws with an official French title are cited by it (Code civil du Québec, Loi sur les assurances
// de l’Ontario); American laws, and Canadian ones enacted in English only, keep their own names.

const fromFloor = (what: string) =>
  `Les notes de recherche ne donnent aucune date d’entrée en vigueur pour ${what}; la règle est appliquée aux événements à compter du 1er janvier 2010, et aucune version antérieure n’est encodée.`;

const SUPERSEDED =
  'Version remplacée, conservée pour qu’une réclamation commencée avant le 1er mars 2023 garde les délais alors en vigueur. Sa date de début n’a pas été recherchée; elle est appliquée à compter du 1er janvier 2010.';
const FL_SB2A =
  'La loi SB 2-A (décembre 2022) a mis ces délais en vigueur le 1er mars 2023; une réclamation avisée avant cette date garde les délais antérieurs.';
const FL_NOTICE =
  'La loi SB 2-A est entrée en vigueur le 16 décembre 2022 et s’applique aux sinistres survenus à compter de cette date. Des délais plus longs s’appliquaient aux sinistres antérieurs et ne sont pas encodés.';
const FL_AUTO = 'La règle date de 1992 (New 11-2-92); elle est appliquée à compter du plancher du moteur, le 1er janvier 2010.';
const CA_FCSP = fromFloor('le Fair Claims Settlement Practices Regulations');
const TX_542 = fromFloor('le chapitre 542 du Texas Insurance Code');
const TX_CATASTROPHE = 'Dans une zone déclarée sinistrée, l’assureur a 15 jours de plus (§542.059).';
const TX_INTEREST =
  'Un paiement en retard porte intérêt à 18 % par année, plus les honoraires d’avocat (§542.060(a)); pour une réclamation de biens causée par le vent, la grêle, une inondation ou une autre force de la nature, poursuivie depuis le 1er septembre 2017 (chapitre 542A), le taux est le taux des jugements du Finance Code §304.003 plus 5 % (§542.060(c)).';
const NY_64 = fromFloor('le Règlement 64');
const LA_1892 = fromFloor('la La. R.S. 22:1892');
const LA_1892_3 =
  'Le §22:1892.3 est en vigueur depuis le 1er août 2025; il est appliqué aux réclamations et aux preuves de sinistre reçues à compter de cette date.';
const LA_SATISFACTORY =
  'La preuve est « satisfaisante » dès qu’elle en dit assez à l’assureur pour savoir que la réclamation est due, ce qui peut arriver avant le dernier document que vous avez envoyé.';
const GA = fromFloor('la règle Ga. Comp. R. & Regs. 120-2-52-.03');
const IL = fromFloor('le 50 Ill. Adm. Code 919');
const IL_SUMMARY =
  'Le délai n’a été lu que dans un résumé de la Part 919, qui ne dit pas quel article le fixe; que ses jours sont des jours civils a été lu dans la version officielle du 919.40.';
const NC = fromFloor('ces règles de la Caroline du Nord');
const CANADA = fromFloor('cette règle');
const ON_SABS_PROVISIONAL = 'Le règlement lui-même n’a pas été lu, et les sources secondaires numérotent le paragraphe différemment.';
const SUE_EARLY = 'Consultez un avocat bien avant cette date.';

const RULES: Record<string, RuleWords> = {
  'us-ca-acknowledge': {
    title: 'Accuser réception de la réclamation et commencer l’enquête',
    duty: 'accuser réception de la réclamation, fournir les formulaires et les instructions de réclamation, et commencer son enquête',
    triggerPhrase: 'l’avis de la réclamation à l’assureur',
    citation: 'California Code of Regulations, title 10, §2695.5(e)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-reply': {
    title: 'Répondre à votre communication',
    duty: 'répondre à une communication du réclamant',
    triggerPhrase: 'la communication de l’assuré',
    citation: 'California Code of Regulations, title 10, §2695.5(b)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-accept-or-deny': {
    title: 'Accepter ou refuser la réclamation',
    duty: 'accepter ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de la preuve de la réclamation',
    citation: 'California Code of Regulations, title 10, §2695.7(b)',
    caveat:
      'Un assureur qui a besoin de plus de temps doit le dire par écrit dans les 40 jours, en précisant ce qui lui manque, puis de nouveau tous les 30 jours (§2695.7(c)(1)).',
    effectiveNote: CA_FCSP,
  },
  'us-ca-status-every-30-days': {
    title: 'Mise à jour écrite sur ce qui manque encore',
    duty: 'écrire au réclamant tous les 30 jours tant qu’il lui faut plus de temps, en précisant ce qui lui manque',
    triggerPhrase: 'le dernier avis écrit de l’assureur disant qu’il lui faut plus de temps',
    citation: 'California Code of Regulations, title 10, §2695.7(c)(1)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-pay': {
    title: 'Payer la réclamation acceptée',
    duty: 'payer une réclamation qu’il a acceptée',
    triggerPhrase: 'l’acceptation de la réclamation',
    citation: 'California Code of Regulations, title 10, §2695.7(h)',
    effectiveNote: CA_FCSP,
  },
  'us-ca-replacement-cost-holdback': {
    title: 'Réclamer la retenue de la valeur à neuf (au moins ce délai)',
    duty: 'réclamer la retenue de la valeur à neuf',
    triggerPhrase: 'le premier paiement',
    citation: 'California Insurance Code §2051.5(b)',
    caveat:
      'La loi fixe un minimum, et votre police peut accorder plus; l’assureur doit ajouter 6 mois à la fois pour un motif valable. Pour un sinistre lié à un état d’urgence déclaré, le minimum est de 36 mois pour les sinistres survenus à compter du 21 septembre 2018 (AB 1772, une loi d’urgence) et était de 24 mois auparavant.',
    effectiveNote: fromFloor('le minimum de 12 mois'),
  },
  'us-ca-replacement-cost-holdback-emergency': {
    title: 'Réclamer la retenue de la valeur à neuf, si le sinistre est lié à un état d’urgence déclaré (au moins ce délai)',
    duty: 'réclamer la retenue de la valeur à neuf d’un sinistre lié à un état d’urgence',
    triggerPhrase: 'le premier paiement',
    citation: 'California Insurance Code §2051.5(b) (36 mois après un état d’urgence déclaré, AB 1772)',
    caveat:
      'Seulement pour un sinistre lié à un état d’urgence déclaré en vertu du Government Code §8558; pour tout autre sinistre, la date de 12 mois s’applique. L’assureur doit ajouter 6 mois à la fois pour un motif valable, et votre police peut accorder plus.',
    effectiveNote:
      'La loi AB 1772 est entrée en vigueur comme loi d’urgence le 21 septembre 2018; un sinistre d’urgence antérieur avait 24 mois, ce qui n’est pas encodé.',
    provisionalReason: 'Les 36 mois ont été lus lors de la première vérification (AB 1772); la seconde n’a pas relu le §2051.5(b).',
  },
  'us-ca-2071-suit': {
    title: 'Dernier jour pour poursuivre l’assureur au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'le début du sinistre',
    citation: 'California Insurance Code §2071 (clause de poursuite, 12 mois); Prudential-LMI v. Superior Court (1990) 51 Cal.3d 674',
    caveat: `L’année court à partir du moment où un dommage appréciable est survenu et était connu ou aurait dû l’être, ici la date du sinistre, et elle est suspendue de votre avis de réclamation jusqu’au refus écrit de l’assureur. Si le sinistre est lié à un état d’urgence déclaré, vous avez plutôt 24 mois; cette date est indiquée à part. ${SUE_EARLY}`,
    effectiveNote: fromFloor('la clause de poursuite du formulaire type'),
  },
  'us-ca-2071-suit-emergency': {
    title: 'Dernier jour pour poursuivre l’assureur, si le sinistre est lié à un état d’urgence déclaré',
    duty: 'intenter toute poursuite au sujet d’un sinistre lié à un état d’urgence',
    triggerPhrase: 'le début du sinistre',
    citation: 'California Insurance Code §2071 (clause de poursuite, 24 mois après un état d’urgence déclaré)',
    caveat: `Seulement pour un sinistre lié à un état d’urgence déclaré en vertu du Government Code §8558; pour tout autre sinistre, la date de 12 mois s’applique. ${SUE_EARLY}`,
    effectiveNote:
      'La modification aurait été faite en 2018; elle est appliquée aux sinistres survenus à compter du 1er janvier 2019, et un sinistre d’urgence antérieur n’a que les 12 mois.',
    provisionalReason: 'La clause de poursuite modifiée n’a été lue que dans un résumé d’un cabinet d’avocats, pas dans le §2071 lui-même.',
  },
  'us-ca-2071-proof-of-loss': {
    title: 'Envoyer la preuve de sinistre sous serment',
    duty: 'envoyer la preuve de sinistre sous serment',
    triggerPhrase: 'le sinistre',
    citation: 'California Insurance Code §2071 (police incendie type, obligations en cas de sinistre)',
    caveat:
      'Sauf si l’assureur vous accorde plus de temps par écrit. Bien des polices accordent plutôt 60 jours après la demande de preuve de l’assureur; le texte de votre propre police prévaut, et cette date est la plus hâtive des deux.',
    effectiveNote:
      'Le formulaire type est antérieur au plancher du moteur; il est appliqué aux sinistres survenus à compter du 1er janvier 2010.',
    provisionalReason:
      'La condition de preuve de sinistre du §2071 n’a été lue que telle qu’imprimée dans des polices et des sources secondaires, pas dans le code lui-même.',
  },
  'us-tx-542-055': {
    title: 'Accuser réception de la réclamation, commencer l’enquête et demander ce qu’il lui faut',
    duty: 'accuser réception de la réclamation, commencer son enquête et demander les documents dont il a besoin',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Texas Insurance Code §542.055',
    caveat: `Le délai ne commence qu’avec un avis écrit de la réclamation (§542.051(4)) : une réclamation déclarée seulement par téléphone ne le déclenche pas. Les assureurs hors marché (surplus lines) ont 30 jours ouvrables. ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
  },
  'us-tx-542-056': {
    title: 'Accepter ou refuser la réclamation par écrit',
    duty: 'accepter ou refuser la réclamation par écrit',
    triggerPhrase: 'la réception par l’assureur de tous les documents demandés',
    citation: 'Texas Insurance Code §542.056',
    caveat: `L’assureur peut prolonger une seule fois ce délai jusqu’à 45 jours, par écrit et avec ses motifs; s’il soupçonne un incendie criminel, il a 30 jours. ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
    extensionPhrase: 'l’avis écrit de l’assureur disant qu’il lui faut plus de temps',
  },
  'us-tx-542-057': {
    title: 'Payer la réclamation acceptée',
    duty: 'payer une réclamation qu’il a accepté de payer',
    triggerPhrase: 'l’acceptation de la réclamation pour paiement',
    citation: 'Texas Insurance Code §542.057',
    caveat: `Les assureurs hors marché (surplus lines) ont 20 jours ouvrables. ${TX_INTEREST} ${TX_CATASTROPHE}`,
    effectiveNote: TX_542,
  },
  'us-tx-542-058': {
    title: 'Payer la réclamation (limite extrême)',
    duty: 'payer une réclamation dont il est responsable',
    triggerPhrase: 'la réception par l’assureur de tous les documents, déclarations et formulaires demandés',
    citation: 'Texas Insurance Code §542.058(a)',
    caveat: `Un assureur responsable de la réclamation qui en retarde le paiement plus de 60 jours après avoir reçu tout ce qu’il a demandé (ou plus longtemps qu’une autre loi ne le permet) doit des dommages en vertu du §542.060. ${TX_INTEREST}`,
    effectiveNote: TX_542,
  },
  'us-fl-acknowledge': {
    title: 'Accuser réception de votre communication',
    duty: 'examiner une communication au sujet d’une réclamation et en accuser réception',
    triggerPhrase: 'la communication de l’assuré',
    citation: 'Florida Statutes §627.70131(1)(a)',
    effectiveNote: FL_SB2A,
  },
  'us-fl-acknowledge-superseded': {
    title: 'Accuser réception de votre communication',
    duty: 'examiner une communication au sujet d’une réclamation et en accuser réception',
    triggerPhrase: 'la communication de l’assuré',
    citation: 'Florida Statutes §627.70131(1)(a)',
    effectiveNote: SUPERSEDED,
  },
  'us-fl-investigate': {
    title: 'Commencer l’enquête après la preuve de sinistre',
    duty: 'commencer son enquête sur la réclamation après avoir reçu la preuve de sinistre',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre',
    citation: 'Florida Statutes §627.70131(3)(a)',
    effectiveNote: `${FL_SB2A} Le délai antérieur (14 jours, et 10 jours ouvrables avant cela) n’est pas encodé.`,
  },
  'us-fl-inspect': {
    title: 'Inspecter les lieux',
    duty: 'faire toute inspection physique des lieux',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre',
    citation: 'Florida Statutes §627.70131(3)(b)',
    caveat:
      'S’applique quand l’enquête comporte une inspection physique; l’expert en sinistre doit vous donner son nom et son numéro de permis.',
    effectiveNote: `${FL_SB2A} Le délai antérieur (45 jours) n’est pas encodé.`,
  },
  'us-fl-pay-or-deny': {
    title: 'Payer ou refuser la réclamation',
    duty: 'payer ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Florida Statutes §627.70131(7)(a)',
    effectiveNote: FL_SB2A,
  },
  'us-fl-pay-or-deny-superseded': {
    title: 'Payer ou refuser la réclamation',
    duty: 'payer ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Florida Statutes §627.70131(7)(a)',
    effectiveNote: SUPERSEDED,
  },
  'us-fl-bill-of-rights': {
    title: 'Envoyer la déclaration des droits du propriétaire (Homeowner Claims Bill of Rights)',
    duty: 'envoyer la déclaration des droits du propriétaire (Homeowner Claims Bill of Rights)',
    triggerPhrase: 'la réception par l’assureur de la première communication au sujet de la réclamation',
    citation: 'Florida Statutes §627.7142',
    caveat: 'Non exigé quand la réclamation découle d’un événement pour lequel le gouverneur a déclaré l’état d’urgence.',
    effectiveNote:
      'Créée par la loi SB 708 de 2014, en vigueur le 1er octobre 2014 (lue dans l’amendement adopté par le Sénat, pas dans la loi promulguée).',
  },
  'us-fl-settlement-payment': {
    title: 'Payer le règlement convenu',
    duty: 'payer un règlement convenu par écrit',
    triggerPhrase: 'l’entente écrite de règlement',
    citation: 'Florida Statutes §627.4265',
    caveat:
      'Sauf si l’entente fixe une autre date. Un paiement en retard porte intérêt à 12 % par année à compter de l’entente (à compter du retour d’une quittance signée, si le paiement en dépendait).',
    effectiveNote: fromFloor('le §627.4265'),
  },
  'us-fl-auto-acknowledge': {
    title: 'Accuser réception de votre communication au sujet de la réclamation auto',
    duty: 'examiner une communication au sujet d’une réclamation et en accuser réception',
    triggerPhrase: 'la communication de l’assuré',
    citation: 'Florida Administrative Code r. 69O-166.024(1)',
    effectiveNote: FL_AUTO,
  },
  'us-fl-auto-investigate': {
    title: 'Commencer l’enquête sur la réclamation auto après la preuve de sinistre',
    duty: 'commencer son enquête sur la réclamation après avoir reçu la preuve de sinistre',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre',
    citation: 'Florida Administrative Code r. 69O-166.024(3)',
    caveat: 'La règle dit 10 jours ouvrables, sauf si la police ou une loi prévoit autre chose.',
    effectiveNote: FL_AUTO,
  },
  'us-fl-notice-of-claim': {
    title: 'Aviser d’une réclamation nouvelle ou rouverte',
    duty: 'aviser l’assureur d’une réclamation nouvelle ou rouverte',
    triggerPhrase: 'la date du sinistre',
    citation: 'Florida Statutes §627.70132',
    effectiveNote: FL_NOTICE,
  },
  'us-fl-suit': {
    title: 'Dernier jour pour poursuivre l’assureur au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'la date du sinistre',
    citation: 'Florida Statutes §95.11(2)(e)',
    caveat: `Les délais d’avis arrivent bien avant : une réclamation nouvelle ou rouverte dans l’année suivant le sinistre, une réclamation supplémentaire dans les 18 mois. ${SUE_EARLY}`,
    effectiveNote: fromFloor('les cinq ans du §95.11(2)(e)'),
    provisionalReason:
      'Lu seulement dans un résumé du §95.11 fait par un cabinet d’avocats en 2011; les modifications depuis 2014 n’ont pas été vérifiées.',
  },
  'us-fl-supplemental-claim': {
    title: 'Dernier jour pour une réclamation supplémentaire',
    duty: 'aviser l’assureur d’une réclamation supplémentaire',
    triggerPhrase: 'la date du sinistre',
    citation: 'Florida Statutes §627.70132',
    effectiveNote: FL_NOTICE,
  },
  'us-ny-216-5': {
    title: 'Commencer l’enquête et envoyer les formulaires de réclamation',
    duty: 'commencer son enquête sur la réclamation et envoyer les formulaires nécessaires pour réclamer',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: '11 NYCRR 216.5(a)(1) (Règlement 64)',
    effectiveNote: NY_64,
  },
  'us-ny-216-6c': {
    title: 'Accepter ou refuser la réclamation',
    duty: 'accepter ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre et de tous les documents demandés',
    citation: '11 NYCRR 216.6(c)(1) (Règlement 64)',
    caveat:
      'Si l’assureur soupçonne un incendie criminel, il a 30 jours ouvrables (216.6(c)(1)). S’il lui faut plus de temps, il doit le dire par écrit dans les 15 jours ouvrables, avec ses motifs (216.6(c)(2)).',
    effectiveNote: NY_64,
  },
  'us-ny-pay-settlement': {
    title: 'Payer la réclamation réglée',
    duty: 'payer une réclamation réglée',
    triggerPhrase: 'le règlement de la réclamation',
    citation: '11 NYCRR 216.6(f) (Règlement 64)',
    caveat:
      'Si le règlement vous demande d’abord de faire quelque chose, comme signer une quittance, les 5 jours ouvrables courent à partir du moment où vous le faites; cette date est comptée à partir de votre acceptation.',
    effectiveNote: NY_64,
  },
  'us-ny-3407-proof-of-loss': {
    title: 'Envoyer la preuve de sinistre sous serment',
    duty: 'envoyer la preuve de sinistre sous serment',
    triggerPhrase: 'la demande écrite de l’assureur accompagnée des formulaires de preuve de sinistre',
    citation: 'New York Insurance Law §3407(a)',
    caveat:
      'Un délai plus long écrit dans l’avis de l’assureur s’applique à la place. La preuve est réputée fournie le jour de sa mise à la poste (Ball v. Allstate, 1993).',
    effectiveNote: fromFloor('le §3407'),
  },
  'us-la-begin-adjusting': {
    title: 'Commencer le règlement de la réclamation',
    duty: 'commencer l’évaluation de la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Louisiana Revised Statutes 22:1892(A)(3)',
    caveat: 'Après un sinistre catastrophique, l’assureur a 30 jours.',
    effectiveNote: LA_1892,
  },
  'us-la-written-offer': {
    title: 'Faire une offre de règlement écrite',
    duty: 'faire une offre écrite pour régler la réclamation',
    triggerPhrase: 'la réception par l’assureur d’une preuve de sinistre satisfaisante',
    citation: 'Louisiana Revised Statutes 22:1892(A)(4)',
    caveat: LA_SATISFACTORY,
    effectiveNote: LA_1892,
    provisionalReason:
      'Les mots ont été lus dans le texte de 2006 du §22:1892(A)(4); le texte actuel, modifié en 2024 (SB 323), n’a pas été lu.',
  },
  'us-la-pay': {
    title: 'Payer la réclamation',
    duty: 'payer le montant dû sur la réclamation',
    triggerPhrase: 'la réception par l’assureur d’une preuve de sinistre satisfaisante',
    citation: 'Louisiana Revised Statutes 22:1892(A)(1)',
    caveat: `${LA_SATISFACTORY} Si votre réclamation habitation découle d’un sinistre catastrophique, l’assureur a plutôt 60 jours après une preuve de sinistre écrite satisfaisante pour payer (§22:1892.2(A)(2)); cette date est indiquée à part.`,
    effectiveNote: LA_1892,
  },
  'us-la-pay-catastrophic-home': {
    title: 'Payer une réclamation habitation découlant d’un sinistre catastrophique',
    duty: 'payer le montant dû sur une réclamation habitation découlant d’un sinistre catastrophique',
    triggerPhrase: 'la réception par l’assureur d’une preuve de sinistre écrite satisfaisante',
    citation: 'Louisiana Revised Statutes 22:1892.2(A)(2)',
    caveat: 'Seulement pour un sinistre catastrophique; pour tout autre sinistre, la date de 30 jours s’applique.',
    effectiveNote:
      'Le §22:1892.2(A)(2) est en vigueur depuis le 1er juillet 2024; il est appliqué aux preuves de sinistre reçues à compter de cette date.',
  },
  'us-la-proof-form': {
    title: 'Envoyer le formulaire de preuve de sinistre',
    duty: 'envoyer le formulaire de déclaration de preuve de sinistre',
    triggerPhrase: 'la réception de la réclamation par l’assureur',
    citation: 'Louisiana Revised Statutes 22:1892.3(C)',
    caveat: 'S’applique quand l’assureur demande une déclaration de preuve de sinistre.',
    effectiveNote: LA_1892_3,
  },
  'us-la-proof-complete-notice': {
    title: 'Vous dire si votre preuve de sinistre est complète',
    duty: 'dire si une déclaration de preuve de sinistre est complète ou incomplète',
    triggerPhrase: 'la réception par l’assureur de la déclaration de preuve de sinistre',
    citation: 'Louisiana Revised Statutes 22:1892.3(D)',
    effectiveNote: LA_1892_3,
  },
  'us-la-reply': {
    title: 'Répondre à votre question ou à votre demande',
    duty: 'répondre à une question ou à une demande de l’assuré',
    triggerPhrase: 'la question ou la demande de l’assuré',
    citation: 'Louisiana Revised Statutes 22:1896(A)',
    effectiveNote: fromFloor('le §22:1896'),
  },
  'us-la-1312-proof-form': {
    title: 'Envoyer un formulaire de preuve de sinistre',
    duty: 'envoyer un formulaire qui convient pour produire une preuve de sinistre',
    triggerPhrase: 'la réception par l’assureur de l’avis de sinistre',
    citation: 'Louisiana Revised Statutes 22:1312',
    caveat: 'Pour les réclamations à compter du 1er août 2025, les 10 jours ouvrables plus courts du §22:1892.3(C) s’appliquent aussi.',
    effectiveNote: fromFloor('le §22:1312'),
  },
  'us-la-suit': {
    title: 'Dernier jour pour poursuivre l’assureur au sujet de la réclamation (au moins ce délai)',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'la date du sinistre',
    citation: 'Louisiana Revised Statutes 22:868(B)',
    caveat: `La loi interdit à une police de vous donner moins de 24 mois pour poursuivre; votre police peut donner plus. Les sources lues ne disent pas quand le délai commence, il est donc compté ici à partir de la date du sinistre. ${SUE_EARLY}`,
    effectiveNote: fromFloor('la La. R.S. 22:868(B)'),
    provisionalReason: 'Le texte du §22:868(B) n’a pas été lu : les 24 mois viennent d’un article de presse sur une décision judiciaire.',
  },
  'us-ga-acknowledge': {
    title: 'Accuser réception de la réclamation',
    duty: 'accuser réception de la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(1)',
    effectiveNote: GA,
  },
  'us-ga-claim-forms': {
    title: 'Envoyer les formulaires de preuve de sinistre',
    duty: 'envoyer les formulaires nécessaires pour prouver la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(2)',
    effectiveNote: GA,
  },
  'us-ga-decide-auto': {
    title: 'Accepter ou refuser la réclamation',
    duty: 'accepter ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre remplie',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    effectiveNote: GA,
  },
  'us-ga-decide-fire': {
    title: 'Accepter ou refuser la réclamation',
    duty: 'accepter ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de la preuve de sinistre remplie',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    caveat:
      'Les 60 jours visent les polices de type incendie ou garanties complémentaires, et c’est ainsi que les polices habitation et de biens sont lues ici.',
    effectiveNote: GA,
  },
  'us-ga-investigate-without-proof': {
    title: 'Faire enquête sur la réclamation (quand aucune preuve de sinistre n’est exigée)',
    duty: 'faire l’enquête nécessaire pour accepter ou refuser la réclamation',
    triggerPhrase: 'la réception de la réclamation par l’assureur',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    caveat:
      'S’applique seulement si l’assureur ne vous demande pas de preuve de sinistre; s’il en demande une, c’est le délai suivant la preuve de sinistre qui s’applique.',
    effectiveNote: GA,
  },
  'us-ga-pay': {
    title: 'Payer la réclamation une fois la garantie confirmée',
    duty: 'payer la réclamation une fois la garantie confirmée',
    triggerPhrase: 'la confirmation de la garantie par l’assureur',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(4)',
    effectiveNote: GA,
  },
  'us-co-pay-or-deny': {
    title: 'Payer ou refuser la réclamation',
    duty: 'payer ou refuser une réclamation valide et complète',
    triggerPhrase: 'la réception par l’assureur d’une réclamation valide et complète',
    citation: 'Colorado Regulation 3 CCR 702-5-1-14 §4.A.1.a (en vertu de la C.R.S. §10-3-1110(2))',
    caveat:
      'Compté à partir du moment où l’assureur avait tout ce qu’il a demandé. Un différend raisonnable au sujet de la réclamation écarte ce délai.',
    effectiveNote: fromFloor('le 3 CCR 702-5-1-14'),
  },
  'us-il-acknowledge': {
    title: 'Accuser réception de la réclamation',
    duty: 'accuser réception de la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: '50 Ill. Adm. Code Part 919; 919.40 (jours civils)',
    effectiveNote: IL,
    provisionalReason: IL_SUMMARY,
  },
  'us-il-contact': {
    title: 'Communiquer avec vous au sujet de la réclamation',
    duty: 'communiquer avec le réclamant au sujet de la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: '50 Ill. Adm. Code Part 919, enquête diligente; 919.40 (jours civils)',
    effectiveNote: IL,
    provisionalReason: `${IL_SUMMARY} Le résumé ne prévoit cette obligation que lorsque la responsabilité est raisonnablement claire.`,
  },
  'us-il-pay': {
    title: 'Payer la réclamation une fois la responsabilité reconnue',
    duty: 'payer la réclamation après avoir reconnu sa responsabilité',
    triggerPhrase: 'la reconnaissance de responsabilité par l’assureur',
    citation: '50 Ill. Adm. Code 919.50(a)',
    effectiveNote: IL,
    provisionalReason: IL_SUMMARY,
  },
  'us-il-auto-delay-letter': {
    title: 'Expliquer par écrit pourquoi la réclamation auto n’est pas réglée',
    duty: 'expliquer par écrit pourquoi une réclamation pour dommages au véhicule n’est toujours pas réglée',
    triggerPhrase: 'la déclaration de la réclamation',
    citation: '50 Ill. Adm. Code 919.80(b)(2)',
    caveat:
      'L’obligation naît quand la réclamation est ouverte depuis plus de 40 jours : si elle n’est toujours pas réglée après cette date, l’assureur vous doit une explication écrite.',
    effectiveNote: IL,
  },
  'us-nc-acknowledge': {
    title: 'Accuser réception de la réclamation',
    duty: 'accuser réception de la réclamation',
    triggerPhrase: 'la réception par l’assureur d’un avis écrit ou électronique de la réclamation',
    citation: 'N.C. Gen. Stat. §58-3-100(c)',
    caveat:
      'Le délai ne commence qu’avec un avis écrit ou électronique de la réclamation : une réclamation déclarée seulement par téléphone ne le déclenche pas.',
    effectiveNote: NC,
  },
  'us-nc-claim-forms': {
    title: 'Envoyer les formulaires de preuve de sinistre',
    duty: 'envoyer les formulaires nécessaires pour prouver la réclamation',
    triggerPhrase: 'la réception par l’assureur de l’avis de la réclamation',
    citation: 'N.C. Gen. Stat. §58-3-40',
    caveat:
      'S’applique quand la police exige une preuve de sinistre écrite. Si les formulaires n’arrivent pas à temps, un compte rendu écrit du sinistre tient lieu de preuve.',
    effectiveNote: NC,
  },
  'us-nc-pay-settlement': {
    title: 'Payer la réclamation réglée',
    duty: 'payer une réclamation réglée',
    triggerPhrase: 'le règlement de la réclamation',
    citation: '11 NCAC 4.0421(1)',
    effectiveNote: NC,
    provisionalReason:
      'La règle n’a été lue que dans un résumé, qui fait courir les 10 jours à partir de la décision de payer de l’assureur; ils sont comptés ici à partir de votre acceptation.',
  },
  'us-nc-suit': {
    title: 'Dernier jour pour poursuivre l’assureur au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'le début du sinistre',
    citation: 'N.C. Gen. Stat. §1-52(12), §58-44-16',
    caveat: `Compté à partir de la date du sinistre. Une police ne peut pas vous donner moins de temps (§58-3-35(b)). ${SUE_EARLY}`,
    effectiveNote: NC,
    provisionalReason:
      'Les G.S. 1-52(12) et 58-44-16 n’ont été lus que dans des résumés de cabinets d’avocats, qui s’accordent sur trois ans à partir du début du sinistre.',
  },
  'us-policy-proof-of-loss': {
    title: 'Envoyer la preuve de sinistre sous serment',
    duty: 'envoyer la preuve de sinistre sous serment',
    triggerPhrase: 'la demande de preuve de sinistre de l’assureur',
    citation: 'Libellé de la police habitation type (ISO HO-3), pas une loi',
    caveat:
      'Une clause de police, pas une loi : le texte de votre propre police prévaut. Vérifiez ses conditions « Duties After Loss » (obligations après un sinistre).',
    effectiveNote: fromFloor('ce libellé de police'),
  },
  'ca-bc-limitation': {
    title: 'Délai de prescription pour poursuivre au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'la date du sinistre',
    citation: 'Insurance Act de la Colombie-Britannique, art. 23(1)a)',
    caveat:
      'Compté ici à partir de la date du sinistre; les deux ans courent à partir du moment où vous avez connu ou auriez dû connaître le sinistre, ce qui peut être plus tard. Vérifiez auprès d’un avocat avant de vous y fier. En Colombie-Britannique, l’assurance automobile relève plutôt de l’Insurance (Vehicle) Act.',
    effectiveNote:
      'En vigueur le 1er juillet 2012 pour les contrats conclus ou renouvelés à compter de cette date; appliqué ici aux sinistres survenus à compter de cette date.',
  },
  'ca-ab-limitation': {
    title: 'Délai de prescription pour poursuivre au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'la date du sinistre',
    citation: 'Insurance Act de l’Alberta, art. 526(1)a)',
    caveat:
      'Compté ici à partir de la date du sinistre; les deux ans courent à partir du moment où vous avez connu ou auriez dû connaître le sinistre, ce qui peut être plus tard. Vérifiez auprès d’un avocat avant de vous y fier. L’assureur doit vous informer par écrit de ce délai de prescription (Fair Practices Regulation, AR 128/2001, art. 5.3).',
    effectiveNote:
      'En vigueur le 1er juillet 2012 pour les contrats conclus ou renouvelés à compter de cette date; appliqué ici aux sinistres survenus à compter de cette date.',
  },
  'ca-on-auto-limitation': {
    title: 'Délai de prescription pour poursuivre au sujet des dommages au véhicule',
    duty: 'intenter toute poursuite au sujet de la perte du véhicule ou de son contenu, ou des dommages qu’ils ont subis',
    triggerPhrase: 'la perte ou les dommages',
    citation: 'Loi sur les assurances de l’Ontario, art. 259.1',
    caveat:
      'Vise la perte du véhicule et de son contenu ou les dommages qu’ils ont subis; les tribunaux ont jugé qu’elle ne s’étend pas à la privation de jouissance. Les réclamations pour blessures suivent d’autres délais.',
    effectiveNote: CANADA,
  },
  'ca-on-limitation': {
    title: 'Délai de prescription pour poursuivre au sujet de la réclamation',
    duty: 'intenter toute poursuite au sujet de la réclamation',
    triggerPhrase: 'la perte ou les dommages',
    citation:
      'Loi sur les assurances de l’Ontario, art. 148, condition légale 14 (1 an); Loi de 2002 sur la prescription des actions (2 ans après la découverte)',
    caveat:
      'La plus hâtive des deux dates possibles est indiquée : le délai de deux ans de la Loi de 2002 sur la prescription des actions peut s’appliquer à la place, compté à partir du moment où vous avez découvert la réclamation (souvent le refus). Vérifiez auprès d’un avocat.',
    effectiveNote: CANADA,
    provisionalReason:
      'Les tribunaux n’ont pas tranché si c’est la condition légale 14 d’un an d’une police habitation ou les deux ans après la découverte de la Loi sur la prescription des actions qui s’appliquent.',
  },
  'ca-on-auto-report': {
    title: 'Aviser votre assureur de votre intention de demander des indemnités d’accident',
    duty: 'aviser l’assureur de votre intention de demander des indemnités d’accident',
    triggerPhrase: 'l’accident',
    citation: 'Annexe sur les indemnités d’accident légales, Règl. de l’Ont. 34/10, art. 32',
    caveat:
      'Pour les indemnités d’accident (blessures), ou dès que possible après les 7 jours; une explication raisonnable excuse le retard (art. 34).',
    effectiveNote: CANADA,
    provisionalReason: ON_SABS_PROVISIONAL,
  },
  'ca-on-sabs-32-application': {
    title: 'Envoyer la demande d’indemnités d’accident',
    duty: 'envoyer la demande d’indemnités d’accident',
    triggerPhrase: 'l’envoi des formulaires de demande par l’assureur',
    citation: 'Annexe sur les indemnités d’accident légales, Règl. de l’Ont. 34/10, art. 32',
    caveat:
      'Les 30 jours courent à partir de la réception des formulaires; cette date est comptée à partir de la date que le journal leur donne.',
    effectiveNote: CANADA,
    provisionalReason: ON_SABS_PROVISIONAL,
  },
  'ca-nb-auto-proof-of-loss': {
    title: 'Envoyer la preuve de sinistre',
    duty: 'envoyer la preuve de sinistre',
    triggerPhrase: 'la date du sinistre',
    citation: 'Conseils du Bureau d’assurance du Canada (page du Nouveau-Brunswick) : preuve de sinistre auto dans les 90 jours',
    caveat: 'Compté ici à partir de la date du sinistre; votre police en précise les conditions exactes.',
    effectiveNote: CANADA,
    provisionalReason:
      'Seuls des conseils de l’industrie de l’assurance ont été trouvés; la condition légale sur laquelle ils reposent n’a pas été lue.',
  },
  'ca-on-pay-after-proof': {
    title: 'Payer le sinistre',
    duty: 'payer le sinistre',
    triggerPhrase: 'la preuve de sinistre complète',
    citation: 'Loi sur les assurances de l’Ontario, art. 148, condition légale 12',
    caveat: 'La police peut prévoir un délai plus court, jamais plus long.',
    effectiveNote: CANADA,
    provisionalReason:
      'Les 60 jours viennent d’un résumé de l’art. 148 et correspondent au libellé habituel; la condition légale elle-même n’a pas été lue.',
  },
  'ca-qc-pay-or-reject': {
    title: 'Payer ou refuser la réclamation',
    duty: 'payer l’indemnité ou refuser la réclamation',
    triggerPhrase: 'la réception par l’assureur de la déclaration de sinistre ou des derniers renseignements qu’il a demandés',
    citation: 'Code civil du Québec, art. 2473',
    effectiveNote: CANADA,
    provisionalReason:
      'L’article n’a été lu que tel que cité et appliqué dans des décisions des tribunaux québécois, pas dans le Code lui-même.',
  },
  'practice-follow-up': {
    title: 'Relancer l’assureur s’il n’a pas répondu',
    duty: 'relancer l’assureur',
    triggerPhrase: 'le dernier message à l’assureur',
    citation: 'Conseil pratique de Benji, pas un délai légal',
    effectiveNote: fromFloor('ce conseil pratique'),
  },
};

export const FRENCH_DEADLINE_WORDS: DeadlineWords = {
  rules: RULES,
  disclaimer: 'Renseignements généraux, pas un avis juridique.',
  businessDaysNote: BUSINESS_DAYS_NOTES,
  rollForwardNote,
  rollForwardLaw,
  policyClauses: FRENCH_POLICY_CLAUSES,
  advisories: FRENCH_ADVISORIES,
  regions: FRENCH_REGIONS,
};
