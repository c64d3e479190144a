import { describe, expect, it } from 'vitest';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import { analyseEmail } from '../../src/assistant/providers/offline/email-analysis';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { understand } from '../../src/assistant/understanding/understand';
import { context, DETAILS } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords } from './fixtures/localized-reply';

// The reply to the adjuster's e-mail, written whole in Québec French and US Spanish from the same
// points and the same stance as the English reply, whatever language the e-mail itself is in.

const ENGLISH_EMAIL =
  'Hello Ana,\nWe received the photos. Please send us the roofer’s estimate, the receipt for the tarp and a copy of your driver’s licence within 15 business days. We would like to inspect the attic on April 2 or 3.\nRegards,\nSam Lee';

// As a Québec adjuster writes: an offer, a release to sign, a reinspection and documents by a date.
const FRENCH_EMAIL =
  'Bonjour Madame Ruiz,\nNous avons terminé l’analyse de votre dossier. Notre offre de règlement pour le sous-sol est de 12 150 $. Dès que vous aurez signé et retourné la quittance ci-jointe, nous émettrons le paiement. Nous pouvons faire une nouvelle inspection le 24 ou le 25 mars. Veuillez aussi nous faire parvenir la facture du plombier et les photos du sous-sol d’ici le 3 avril.\nCordialement,\nSam Lee\nExpert en sinistre';

// As a US adjuster writes in Spanish: an offer, a release, documents within a period, a recorded statement.
const SPANISH_EMAIL =
  'Estimada Sra. Ruiz:\nHemos revisado su reclamo y le ofrecemos un pago de $12,150 por el sótano. Una vez que firme y devuelva el finiquito adjunto, emitiremos el pago. Por favor envíenos la factura del plomero, fotos del sótano y una lista de los bienes dañados dentro de 30 días. También necesitamos una declaración grabada.\nAtentamente,\nSam Lee';

/** The e-mail job's reply to the user's words (their English reading, then their own) and the pasted e-mail. */
function replyTo(language: ReplyLanguage, reading: string, own: string | null, email: string | null, overrides = {}): string {
  const text = own ? `${reading}\n\n${own}` : reading;
  return plain(
    composeReply(
      { message: own ?? reading, history: [], context: context(overrides) },
      { understanding: { kind: 'jobs', requests: [{ job: 'email_reply', text, confidence: 1 }] }, pastedEmail: email, language },
    ),
  );
}

/** Intl sets sums with narrow and non-breaking spaces ("12 150 $"); the tests write plain ones. */
const plain = (reply: string) => reply.replace(/[\u00a0\u202f]/g, ' ');

const wholly = (reply: string) => {
  for (const marker of ENGLISH_MARKERS) expect(ownWords(reply)).not.toMatch(marker);
};

describe('the adjuster’s e-mail, read in its own language', () => {
  it('reads the same points from a French e-mail as the English reading finds in an English one', () => {
    const points = analyseEmail(FRENCH_EMAIL, '2026-03-10');
    expect(points).toMatchObject({
      language: 'fr',
      requested: ['facture du plombier', 'photos du sous-sol'],
      release: true,
      inspection: true,
      offer: { text: '$12,150', value: 12150 },
      deadline: { days: null, on: '2026-04-03' },
      proposedDates: ['2026-03-24', '2026-03-25'],
      denial: false,
    });
  });

  it('reads a Spanish e-mail: a period in days, a recorded statement, the offer in dollars', () => {
    const points = analyseEmail(SPANISH_EMAIL, '2026-03-10');
    expect(points).toMatchObject({
      language: 'es',
      requested: ['factura del plomero', 'fotos del sótano', 'lista de los bienes dañados'],
      release: true,
      recordedStatement: true,
      offer: { value: 12150 },
      deadline: { days: 30, businessDays: false },
    });
  });

  it('reads what is asked for however the request is put', () => {
    expect(
      analyseEmail('Bonjour,\nNous aurions besoin de recevoir la soumission de l’entrepreneur et vos relevés bancaires.\nMerci').requested,
    ).toEqual(['soumission de l’entrepreneur', 'relevés bancaires']);
    expect(analyseEmail('Hola:\nNecesitamos recibir el reporte de la policía y el estimado del taller.\nSaludos').requested).toEqual([
      'reporte de la policía',
      'estimado del taller',
    ]);
  });

  it('reads a refusal and more time asked for in French and Spanish', () => {
    expect(
      analyseEmail('Bonjour,\nAprès analyse, nous devons refuser votre réclamation : les dommages ne sont pas couverts.\nCordialement'),
    ).toMatchObject({
      denial: true,
    });
    expect(
      analyseEmail('Hola:\nSeguimos revisando su reclamo y necesitamos más tiempo para terminar la investigación.\nSaludos'),
    ).toMatchObject({
      moreTime: true,
      denial: false,
    });
  });
});

describe('a reply in French', () => {
  it('answers an English e-mail point by point, the adjuster’s words quoted, the period written in French', () => {
    const reply = replyTo('fr', 'help me answer this e-mail', 'aide-moi à répondre à ce courriel', ENGLISH_EMAIL);
    expect(reply).toMatch(/^\*\*Voici un projet de réponse à Sam Lee\*\*/);
    expect(reply).toContain('Objet : Re : Réclamation MM-2026-0042 - Police HO-554221\nÀ : sam.lee@maple.example');
    expect(reply).toContain('Bonjour Sam Lee,');
    expect(reply).toContain('• « roofer’s estimate »\n• « receipt for the tarp »\n• « copy of your driver’s licence »');
    expect(reply).toContain('Merci de proposer le 2 avril 2026 ou le 3 avril 2026 pour l’inspection.');
    expect(reply).toContain('(dans les 15 jours ouvrables)');
    expect(reply).toContain('Merci,\nAna Ruiz\nTéléphone : 4165550100\nCourriel : ana@example.com');
    expect(reply).toContain('**À remplir avant l’envoi :** [date où vous pourrez l’envoyer], [date et heure qui vous conviennent].');
    wholly(reply);
  });

  it('declines the release and the offer of a French e-mail with the user’s own higher figure', () => {
    const reading = 'I will not sign the release, our contractor quoted $21,480. Help me reply.';
    const own = 'Je ne signerai pas la quittance, notre entrepreneur a soumis un prix de $21,480. Aide-moi à répondre.';
    const reply = replyTo('fr', reading, own, FRENCH_EMAIL);
    expect(reply).toContain(
      'Je ne signerai pas la quittance. Je n’accepte pas l’offre de 12 150 $ comme règlement complet et final de ma réclamation.',
    );
    expect(reply).toContain('Je n’accepte pas votre offre de 12 150 $. Ma propre estimation des travaux s’élève à 21 480 $.');
    expect(reply).toContain('• facture du plombier\n• photos du sous-sol');
    expect(reply).toContain('Merci de proposer le 24 mars 2026 ou le 25 mars 2026 pour l’inspection.');
    expect(reply).toContain('(d’ici le 3 avril 2026)');
    wholly(reply);
  });

  it('with no position taken, asks what the release covers and thanks for the offer, as the English does', () => {
    const reply = replyTo('fr', 'help me answer', 'aide-moi à répondre', FRENCH_EMAIL);
    expect(reply).toContain('Avant de signer une quittance, je vous prie de m’indiquer par écrit ce qu’elle couvre exactement.');
    expect(reply).toContain('Je vous remercie de l’offre de 12 150 $.');
    const english = replyTo('en', 'help me answer', null, FRENCH_EMAIL);
    expect(english).toContain('Before I sign any release');
    expect(english).toContain('Thank you for the offer of $12,150.');
  });

  it('with no e-mail, asks for it to be pasted, and writes no reply shell', () => {
    const reply = replyTo('fr', 'write a reply to my adjuster', 'écris une réponse à mon expert en sinistre', null, { claimDetails: null });
    expect(reply).toContain('**collez ici le courriel ou la lettre**');
    expect(reply).not.toContain('Objet');
    wholly(reply);
  });

  it('names what is missing from Claim Details in French', () => {
    const reply = replyTo('fr', 'answer this', 'réponds à ce courriel', ENGLISH_EMAIL, {
      claimDetails: { ...DETAILS, adjusterEmail: '', claimNumber: '' },
    });
    expect(reply).toContain('À : [Adjuster Email]');
    expect(reply).toContain(
      'Enregistrez le courriel de l’expert en sinistre et le numéro de réclamation dans les détails de la réclamation',
    );
  });
});

describe('a reply in Spanish', () => {
  it('declines the release and the offer of a Spanish e-mail with the user’s figure, and asks about the recorded statement', () => {
    const reading = 'I am not going to sign the release; our contractor quoted $21,480. I need to answer this e-mail.';
    const own = 'No pienso firmar el finiquito; nuestro contratista cotizó $21,480. Necesito contestar este correo.';
    const reply = replyTo('es', reading, own, SPANISH_EMAIL);
    expect(reply).toContain('Asunto: Re: Reclamo MM-2026-0042 - Póliza HO-554221\nPara: sam.lee@maple.example');
    expect(reply).toContain('Estimado/a Sam Lee:');
    expect(reply).toContain('No firmaré el finiquito. No acepto la oferta de $12,150 como liquidación total y final de mi reclamo.');
    expect(reply).toContain('No acepto su oferta de $12,150. Mi propio estimado para el trabajo es de $21,480.');
    expect(reply).toContain('• factura del plomero\n• fotos del sótano\n• lista de los bienes dañados');
    expect(reply).toContain('Antes de dar una declaración, le pido que me indique por escrito qué disposición de mi póliza la exige');
    expect(reply).toContain('(dentro de 30 días)');
    wholly(reply);
  });

  it('answers an English e-mail with an offer and a refusal: the itemised estimate and the decision in writing', () => {
    const email = 'From: Sam Lee\nWe have reviewed your claim and offer a settlement of $6,250. Items in the basement are not covered.';
    const reply = replyTo('es', 'answer this e-mail', 'conteste este correo', email);
    expect(reply).toContain('Gracias por la oferta de $6,250.');
    expect(reply).toContain('Por favor envíeme su decisión por escrito, con las disposiciones específicas de la póliza (sección y página)');
    wholly(reply);
  });

  it('with no e-mail, asks for it to be pasted', () => {
    const reply = replyTo('es', 'reply to my adjuster', 'contéstele a mi ajustador', null);
    expect(reply).toContain('**pegue aquí el correo o la carta**');
    expect(reply).not.toContain('Asunto');
    wholly(reply);
  });
});

describe('an e-mail pasted under words in French or Spanish, through the chat’s reading', () => {
  const ask = async (message: string) => {
    const records = context();
    const understood = await understand(await loadClassifiers(), message, [], records);
    return { understood, reply: composeReply({ message, history: [], context: records }, understood) };
  };

  it('keeps an English e-mail apart from a French request, and answers in French', async () => {
    const { understood, reply } = await ask(
      `Mon expert en sinistre m’a envoyé ce courriel, peux-tu m’aider à lui répondre?\n\n${ENGLISH_EMAIL}`,
    );
    expect(understood.language).toBe('fr');
    expect(understood.pastedEmail).toMatch(/^Hello Ana,/);
    expect(reply).toMatch(/^\*\*Voici un projet de réponse à Sam Lee\*\*/);
    expect(reply).toContain('« roofer’s estimate »');
  });

  it('keeps a French e-mail apart from the French request above it, and declines its release as asked', async () => {
    const { understood, reply } = await ask(
      `Je ne signerai pas la quittance, notre entrepreneur a soumis un prix de $21,480. Aide-moi à répondre à ce courriel.\n\n${FRENCH_EMAIL}`,
    );
    expect(understood.pastedEmail).toMatch(/^Bonjour Madame Ruiz,/);
    expect(plain(reply)).toContain('Je ne signerai pas la quittance. Je n’accepte pas l’offre de 12 150 $');
    expect(plain(reply)).toContain('Ma propre estimation des travaux s’élève à 21 480 $.');
  });

  it('finds a Spanish e-mail by its greeting and sign-off, and answers it in Spanish', async () => {
    const { understood, reply } = await ask(
      `Mi ajustador me mandó este correo y no sé qué contestarle, ¿me ayuda con la respuesta?\n\n${SPANISH_EMAIL}`,
    );
    expect(understood.pastedEmail).toMatch(/^Estimada Sra\. Ruiz:/);
    expect(reply).toMatch(/^\*\*Aquí tiene un borrador de respuesta para Sam Lee\*\*/);
    expect(reply).toContain('Gracias por la oferta de $12,150.');
  });
}, 30_000);
