import { describe, expect, it } from 'vitest';
import { splitPastedEmail } from '../../src/assistant/understanding/pasted-email';

// Someone else's words are found by how the message is laid out, whatever they say.
const NOTICE =
  'We have completed our review of the water loss and require further documentation before we can issue payment on the contents portion of this claim';

describe('a pasted message, however it is quoted', () => {
  it('forwarded headers start it; the user words before them are the instruction', () => {
    const split = splitPastedEmail(`can you answer this for me\n\nFrom: R. Okafor\nSubject: File 2231\n\n${NOTICE}.`);
    expect(split.instruction).toBe('can you answer this for me');
    expect(split.form).toBe('e-mail');
    expect(split.email).toContain('From: R. Okafor');
    expect(split.email).toContain('contents portion');
  });

  it('a greeting and a sign-off bound it; a question after the signature is the user again', () => {
    const message = `Hello Ms. Tran,\n\n${NOTICE}.\n\nRegards,\nPat Okafor\nField adjuster\n\nwhat should i tell her`;
    const split = splitPastedEmail(message);
    expect(split.email).toMatch(/^Hello Ms\. Tran,/);
    expect(split.email).not.toContain('what should i tell her');
    expect(split.instruction).toBe('what should i tell her');
  });

  it('a greeting and a sign-off around the user’s own story are their manners, not an e-mail to answer', () => {
    const own =
      'Hi,\n\nmy basement took on water in the spring and I was told my policy has a sewer limit. I still have my receipts. What should I ask for?\n\nThanks';
    expect(splitPastedEmail(own)).toEqual({ instruction: own.trim(), email: null, form: null });
    const adjusters =
      'Hi Ana,\n\nI have gone over your file and need your receipts before your payment can go out. Please send them this week.\n\nThanks,\nTom';
    expect(splitPastedEmail(adjusters).form).toBe('e-mail');
  });

  it('lines quoted with ">" are the pasted part', () => {
    const split = splitPastedEmail(`> ${NOTICE}\n> Please reply by Friday.\n\nhow do I respond`);
    expect(split.email).toBe(`${NOTICE}\nPlease reply by Friday.`);
    expect(split.form).toBe('e-mail');
    expect(split.instruction).toBe('how do I respond');
  });

  it('a long passage in quotation marks is pasted; a short quoted phrase is the user quoting', () => {
    const long = splitPastedEmail(`got this today “${NOTICE}” is that normal?`);
    expect(long.email).toBe(NOTICE);
    // Quoted in the user's own sentence: cited, not laid out as an e-mail to answer.
    expect(long.form).toBe('quotation');
    expect(long.instruction).toBe('got this today  is that normal?');
    const phrase = splitPastedEmail('she called the stains "pre-existing damage" on the phone, is that fair?');
    expect(phrase.email).toBeNull();
  });

  it('a quoted e-mail keeps its layout: numbered requests inside the quotation marks make it one to answer', () => {
    const split = splitPastedEmail(
      `what do I send back? "${NOTICE}: 1) the plumber invoice 2) photos of the kitchen 3) the contents list"`,
    );
    expect(split.form).toBe('e-mail');
    expect(split.email).toContain('2) photos of the kitchen');
    expect(split.instruction).toBe('what do I send back?');
  });

  it('numbered requests introduced by a colon are pasted, and the question after them is the user', () => {
    const message =
      'their letter lists what they want:\n1. two years of tax returns\n2. your phone records for March\n3. a recorded statement\n\ndo I have to give all of it';
    const split = splitPastedEmail(message);
    expect(split.email).toContain('1. two years of tax returns');
    expect(split.email).toContain('3. a recorded statement');
    expect(split.instruction).toBe('their letter lists what they want\ndo I have to give all of it');
  });

  it('a colon that hands over to nobody, or a time of day, is no pasted message', () => {
    expect(
      splitPastedEmail('here is my problem: the roofer wants 16,000 and they offered 9,000 for the same roof, which is far below').email,
    ).toBeNull();
    expect(
      splitPastedEmail('the car was hit at 5:40 pm at the corner and towed to the body shop down the road from my office').email,
    ).toBeNull();
  });

  it('a short greeting to Benji is not an e-mail', () => {
    expect(splitPastedEmail('Hi Benji,\nquick question about my deductible').email).toBeNull();
  });
});

describe('a pasted message in French or Spanish, by the same layout', () => {
  it('a French mail program’s headers, with a space before the colon', () => {
    const split = splitPastedEmail(
      'peux-tu répondre à ça pour moi\n\nDe : Sam Lee\nObjet : Dossier 2231\n\nNous avons besoin de la facture du plombier avant de poursuivre notre analyse.',
    );
    expect(split.instruction).toBe('peux-tu répondre à ça pour moi');
    expect(split.email).toMatch(/^De : Sam Lee/);
  });

  it('a Spanish greeting closed by a colon and a sign-off bound it; the question after the signature is the user', () => {
    const message =
      'Estimada Sra. Ruiz:\n\nPara continuar con su reclamo necesitamos que nos envíe las facturas de la reparación y fotos del techo.\n\nAtentamente,\nPat Okafor\n\n¿qué le contesto?';
    const split = splitPastedEmail(message);
    expect(split.email).toMatch(/^Estimada Sra\. Ruiz:/);
    expect(split.email).not.toContain('qué le contesto');
    expect(split.instruction).toBe('¿qué le contesto?');
  });

  it('a French greeting and sign-off around the user’s own story are their manners', () => {
    const own =
      'Bonjour,\n\nmon sous-sol a été inondé au printemps et je ne sais pas si ma police couvre mes meubles. J’ai encore mes factures. Que dois-je demander?\n\nMerci';
    expect(splitPastedEmail(own).email).toBeNull();
    const adjusters =
      'Bonjour Madame Ruiz,\n\nNous avons examiné votre dossier et nous avons besoin de vos factures avant de vous verser le paiement.\n\nCordialement,\nSam';
    expect(splitPastedEmail(adjusters).form).toBe('e-mail');
  });

  it('a Spanish line that hands over to the adjuster’s words', () => {
    const message =
      'el ajustador me escribió esto en su correo:\n1. facturas de la reparación\n2. fotos del techo antes de la reparación\n3. una declaración grabada\n\n¿tengo que darle todo?';
    const split = splitPastedEmail(message);
    expect(split.email).toContain('3. una declaración grabada');
    expect(split.instruction).toBe('el ajustador me escribió esto en su correo\n¿tengo que darle todo?');
  });
});
